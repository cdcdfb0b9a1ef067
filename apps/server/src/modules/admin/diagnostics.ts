import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DiagnosticResult } from '@petmitra/core/admin/schemas';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { createSmtpTransport } from '../../infra/mailer';
import { migrationsDir } from '../../paths';

/** The extensions the migrations create (search and distance). */
const EXTENSIONS = ['pg_trgm', 'cube', 'earthdistance'];
/** A database round trip slower than this is worth a warning. */
const SLOW_DB_MS = 200;
/** A job due for longer than this means no worker is taking jobs. */
const STALLED_JOB_MINUTES = 10;

type Check = () => Promise<Omit<DiagnosticResult, 'name' | 'durationMs'>>;

/** Runs one check, timing it; a check that throws is an error with the reason. */
async function run(name: string, check: Check): Promise<DiagnosticResult> {
  const started = performance.now();
  try {
    const result = await check();
    return { name, ...result, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      name,
      status: 'error',
      message: `Query failed: ${(error as Error).message}`.slice(0, 500),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/**
 * Run Diagnostics (spec part 1, section 2): real checks of what the product depends on, each
 * answering success, warning or error with a message. Read-only except for the upload check,
 * which writes and removes one small object.
 */
export async function runDiagnostics(ctx: AppContext): Promise<DiagnosticResult[]> {
  const query = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await ctx.db.execute(q));

  return [
    await run('Database connection', async () => {
      const started = performance.now();
      await query(sql`SELECT 1`);
      const ms = performance.now() - started;
      const kind = ctx.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
      return {
        status: ms > SLOW_DB_MS ? 'warning' : 'success',
        message: `${kind} answered in ${ms.toFixed(1)} ms${ms > SLOW_DB_MS ? ' (slow)' : ''}.`,
      };
    }),

    await run('Migrations', async () => {
      const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
      const applied = new Set(
        (await query<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
      );
      const pending = files.filter((f) => !applied.has(f));
      return pending.length
        ? { status: 'error', message: `Not applied: ${pending.join(', ')}.` }
        : { status: 'success', message: `All ${files.length} migrations applied.` };
    }),

    await run('Extensions', async () => {
      const present = new Set(
        (await query<{ extname: string }>(sql`SELECT extname FROM pg_extension`)).map(
          (r) => r.extname,
        ),
      );
      const missing = EXTENSIONS.filter((e) => !present.has(e));
      return missing.length
        ? { status: 'error', message: `Missing: ${missing.join(', ')}.` }
        : { status: 'success', message: `Present: ${EXTENSIONS.join(', ')}.` };
    }),

    await run('Redis', async () => {
      if (!ctx.redis) {
        return {
          status: 'success',
          message: 'Not configured: counters and messages between instances use the database.',
        };
      }
      const started = performance.now();
      const pong = await ctx.redis.ping();
      return {
        status: pong === 'PONG' ? 'success' : 'error',
        message: `PING answered ${pong} in ${(performance.now() - started).toFixed(1)} ms.`,
      };
    }),

    await run('SMTP', async () => {
      const fromSettings = await ctx.settings.smtp();
      const env = ctx.env.SMTP_HOST
        ? {
            host: ctx.env.SMTP_HOST,
            port: ctx.env.SMTP_PORT,
            ...(ctx.env.SMTP_USER ? { user: ctx.env.SMTP_USER } : {}),
            ...(ctx.env.SMTP_PASSWORD ? { password: ctx.env.SMTP_PASSWORD } : {}),
          }
        : undefined;
      const smtp = fromSettings ?? env;
      if (!smtp) {
        return {
          status: 'warning',
          message: 'Not configured: emails are kept in the outbox, not delivered.',
        };
      }
      const transport = createSmtpTransport(smtp, 10_000);
      try {
        await transport.verify();
        return { status: 'success', message: `Connected to ${smtp.host}:${smtp.port}.` };
      } catch (error) {
        return {
          status: 'error',
          message: `${smtp.host}:${smtp.port}: ${(error as Error).message}`.slice(0, 500),
        };
      } finally {
        transport.close();
      }
    }),

    await run('Upload storage', async () => {
      const key = `diagnostics/${Date.now()}-${randomBytes(6).toString('hex')}.txt`;
      const bytes = Buffer.from('petmitra diagnostics');
      await ctx.uploads.put(key, bytes, { contentType: 'text/plain', cacheControl: 'no-store' });
      const back = await ctx.uploads.head(key);
      await ctx.uploads.remove(key);
      const where = ctx.env.s3 ? `S3 bucket ${ctx.env.s3.bucket}` : 'DATA_DIR/uploads';
      return back
        ? { status: 'success', message: `Wrote, read and removed a test file in ${where}.` }
        : { status: 'error', message: `A test file written to ${where} could not be read back.` };
    }),

    await run('Job queue', async () => {
      const schema = sql.raw(ctx.jobs.schema);
      const [row] = await query<{ stalled: number; failed: number; queued: number }>(sql`
        SELECT
          count(*) FILTER (WHERE state IN ('created', 'retry')
            AND start_after < now() - make_interval(mins => ${STALLED_JOB_MINUTES}))::int AS stalled,
          count(*) FILTER (WHERE state = 'failed'
            AND completed_on > now() - interval '24 hours')::int AS failed,
          count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued
        FROM ${schema}.job`);
      const { stalled = 0, failed = 0, queued = 0 } = row ?? {};
      if (stalled > 0) {
        return {
          status: 'error',
          message: `${stalled} job(s) due for over ${STALLED_JOB_MINUTES} minutes: no worker is taking jobs (JOB_WORKERS).`,
        };
      }
      return {
        status: failed > 0 ? 'warning' : 'success',
        message: `${queued} queued, ${failed} failed in the last 24 hours.`,
      };
    }),

    await run('Users sample', async () => {
      const rows = await query<{ id: string; name: string; role: string }>(
        sql`SELECT id::text, name, role FROM users ORDER BY created_at DESC LIMIT 5`,
      );
      return {
        status: rows.length ? 'success' : 'warning',
        message: rows.length ? `Read ${rows.length} users.` : 'No users yet.',
        rows: rows.map((r) => ({ id: r.id.slice(0, 8), name: r.name, role: r.role })),
      };
    }),

    await run('System settings', async () => {
      const [row] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM system_settings`);
      const settings = await ctx.settings.all();
      return {
        status: 'success',
        message: `${row?.n ?? 0} stored rows read; the rest use their defaults (site name '${settings.site_name}').`,
      };
    }),
  ];
}
