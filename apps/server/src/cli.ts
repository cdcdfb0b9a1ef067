import { parseArgs } from 'node:util';
import { createLogger } from './infra/logger';
import { emailSchema } from '@petmitra/core/auth/email';
import { passwordSchema } from '@petmitra/core/auth/password';
import { createContext } from './context';
import { loadEnv } from './env';
import { hashPassword } from './auth/password-hash';
import { createUserRepository } from './modules/users/repository';
import { openDatabase } from './db/client';
import { createLocalUploads, createUploadStore } from './infra/uploads';
import { writeBackup, restoreBackup } from './ops/backup';
import { requestBackup } from './ops/control';
import { copyToPostgres } from './ops/copy-to-postgres';
import { copyToS3 } from './ops/copy-to-s3';
import { lockDataDir } from './ops/data-dir';
import path from 'node:path';

/**
 *   migrate                                   apply pending migrations
 *   create-admin --email E --name N [--password P]
 *                                             create the first super admin (password from
 *                                             PETMITRA_ADMIN_PASSWORD when not given)
 *   backup --out FILE                         archive the embedded database and uploads (asks
 *                                             the running server when there is one)
 *   restore FILE                              restore an archive into an empty DATA_DIR
 *   db:copy-to-postgres                       copy the embedded database into the empty
 *                                             PostgreSQL at DATABASE_URL
 *   storage:copy-to-s3                        copy DATA_DIR/uploads into the S3_* bucket
 */
const [command, ...rest] = process.argv.slice(2);
const env = loadEnv();
const logger = createLogger('warn');
const say = (line: string) => process.stdout.write(`${line}\n`);
const pgliteDir = path.join(env.DATA_DIR, 'pglite');
const uploadsDir = path.join(env.DATA_DIR, 'uploads');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `fn` with the embedded database open, holding DATA_DIR against the server. */
async function withEmbedded<T>(
  command: string,
  fn: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const lock = await lockDataDir(env.DATA_DIR, command);
  try {
    const database = await openDatabase({ dataDir: pgliteDir });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

async function main() {
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    if (!values.out) throw new Error('Usage: npm run backup -- --out FILE');
    if (env.DATABASE_URL) {
      throw new Error(
        'DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with its own tools (docs/deploy.md, "Backups").',
      );
    }
    const out = path.resolve(values.out);
    let summary = await requestBackup(env.DATA_DIR, out);
    if (summary) say('PetMitra is running: it wrote the backup itself.');
    else
      summary = await withEmbedded('backup', (database) =>
        writeBackup(database, createUploadStore(env.s3, uploadsDir), out),
      );
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    say(
      `Backed up ${rows} rows in ${Object.keys(summary.tables).length} tables and ${summary.files} files to ${summary.file} (${megabytes(summary.bytes)}) in ${seconds(summary.ms)}.`,
    );
    if (env.s3)
      say(
        'Uploads live in the S3 bucket and are not in the archive: back the bucket up with its own tools.',
      );
    return;
  }
  if (command === 'restore') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Usage: npm run restore -- FILE');
    const summary = await restoreBackup(positionals[0]!, env.DATA_DIR);
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    say(
      `Restored the backup of ${summary.createdAt} into ${summary.dataDir}: ${rows} rows, ${summary.files} files, in ${seconds(summary.ms)}.`,
    );
    if (summary.uploads === 's3')
      say('Its uploads were in an S3 bucket: they are not part of the archive.');
    return;
  }
  if (command === 'db:copy-to-postgres') {
    if (!env.DATABASE_URL) {
      throw new Error('Set DATABASE_URL to the empty PostgreSQL database to copy into.');
    }
    const target = env.DATABASE_URL;
    say(`Copying ${pgliteDir} into ${target.replace(/\/\/[^@/]*@/, '//…@')}`);
    const summary = await withEmbedded('db:copy-to-postgres', (database) =>
      copyToPostgres(database, target, say),
    );
    const width = Math.max(...summary.tables.map((t) => t.table.length));
    say(`\n${'table'.padEnd(width)}  embedded  postgres`);
    for (const t of summary.tables) {
      say(
        `${t.table.padEnd(width)}  ${String(t.source).padStart(8)}  ${String(t.target).padStart(8)}`,
      );
    }
    say(
      `\nEvery table has the same number of rows; ${summary.sequences} sequence(s) set. ${seconds(summary.ms)}.`,
    );
    if (summary.pendingJobs) {
      say(
        `${summary.pendingJobs} background job(s) (emails, notifications) were still waiting in the embedded queue and were not copied.`,
      );
    }
    say('Start PetMitra with this DATABASE_URL from now on.');
    return;
  }
  if (command === 'storage:copy-to-s3') {
    if (!env.s3)
      throw new Error('Set S3_BUCKET (and the other S3_* settings) to the bucket to copy into.');
    const bucket = createUploadStore(env.s3, uploadsDir);
    const local = createLocalUploads(uploadsDir);
    const run = (db: Parameters<typeof copyToS3>[0]) => copyToS3(db, local, bucket, say);
    const summary = env.DATABASE_URL
      ? await (async () => {
          const database = await openDatabase({ url: env.DATABASE_URL! });
          try {
            return await run(database.db);
          } finally {
            await database.close();
          }
        })()
      : await withEmbedded('storage:copy-to-s3', (database) => run(database.db));
    say(
      `${summary.files} files in ${uploadsDir}: ${summary.copied} copied to bucket ${env.s3.bucket}, ${summary.present} already there (same size). ${seconds(summary.ms)}.`,
    );
    for (const [column, n] of Object.entries(summary.rewritten))
      say(`  ${column}: ${n} URL(s) now point at S3_PUBLIC_URL`);
    say(
      'Start PetMitra with the S3_* settings from now on; DATA_DIR/uploads can be archived and removed.',
    );
    return;
  }
  if (command === 'migrate') {
    const ctx = await createContext(env, logger, { holder: 'migrate' });
    await ctx.close();
    process.stdout.write('Migrations are up to date.\n');
    return;
  }
  if (command === 'create-admin') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    });
    const email = emailSchema.safeParse(values.email ?? '');
    if (!email.success) throw new Error(email.error.issues[0]?.message ?? 'Invalid email');
    const password = passwordSchema.safeParse(values.password ?? env.PETMITRA_ADMIN_PASSWORD ?? '');
    if (!password.success) throw new Error(password.error.issues[0]?.message ?? 'Invalid password');
    const ctx = await createContext(env, logger, { holder: 'create-admin' });
    try {
      const repo = createUserRepository(ctx.db);
      const user = await repo.insert({
        email: email.data,
        name: values.name?.trim() || 'Super Admin',
        role: 'super_admin',
        passwordHash: await hashPassword(password.data),
      });
      if (!user) throw new Error(`An account with ${email.data} already exists.`);
      process.stdout.write(`Created super admin ${user.email} (${user.id}).\n`);
    } finally {
      await ctx.close();
    }
    return;
  }
  process.stdout.write(
    'Usage: cli migrate | create-admin --email E --name N [--password P] | backup --out FILE | restore FILE | db:copy-to-postgres | storage:copy-to-s3\n',
  );
  process.exitCode = 2;
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
