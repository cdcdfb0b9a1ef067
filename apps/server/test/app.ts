import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createContext, type AppContext } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { loadEnv, type Env } from '../src/env';
import type { DrainOptions } from '../src/jobs/queue';
import { TEST_ENV, adminQuery, databaseUrl, templateDump } from './template';
import { queuedMailbox, type Mailbox } from './mailbox';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A real app on a real database of its own, cloned from the suite's migrated template
 * (test/template.ts): PGlite in memory by default, or a new PostgreSQL database per test file
 * when TEST_DATABASE_URL is set (dropped afterwards). Redis is used when TEST_REDIS_URL is set.
 * Background jobs do not run by themselves: `settle()` runs every job that is due, as the
 * workers would.
 */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: {
    /** Always the embedded database (backups, copying to PostgreSQL), even with TEST_DATABASE_URL. */
    embedded?: boolean;
    /** A database the caller opened (and closes); e.g. two instances on one PostgreSQL. */
    database?: Database;
    /** Log to this logger (tests that read the log); silent otherwise. */
    logger?: FastifyBaseLogger;
    /** Serve the built web app from WEB_DIST (static files, caching, compression tests). */
    serveWeb?: boolean;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-test-'));
  const testDbUrl =
    options.embedded || options.database ? undefined : process.env.TEST_DATABASE_URL;
  const testRedisUrl = process.env.TEST_REDIS_URL;
  const template = inject('testTemplate');
  let dbName: string | undefined;
  let dbUrl: string | undefined;
  let database: Database;
  if (testDbUrl) {
    dbName = `pm_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(
      testDbUrl,
      template.kind === 'postgres'
        ? `CREATE DATABASE ${dbName} TEMPLATE ${template.location}`
        : `CREATE DATABASE ${dbName}`,
    );
    dbUrl = databaseUrl(testDbUrl, dbName);
    database = await openDatabase({ url: dbUrl, poolSize: 4 });
  } else if (options.database) {
    database = options.database;
  } else {
    database = await openDatabase(
      template.kind === 'pglite' ? { loadDataDir: await templateDump(template.location) } : {},
    );
  }
  const env: Env = loadEnv({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    ...(testRedisUrl
      ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: `pm-test-${randomBytes(6).toString('hex')}:` }
      : {}),
    ...overrides,
  });
  const ctx: AppContext = await createContext(env, options.logger ?? pino({ level: 'silent' }), {
    database,
  });
  const app = await buildApp(ctx, {
    serveWeb: options.serveWeb ?? false,
    ...(options.logger ? { loggerInstance: options.logger } : {}),
  });
  await app.ready();

  const siblings: { close(): Promise<void> }[] = [];

  return {
    app,
    ctx,
    /** This app's DATA_DIR (local uploads live in its uploads/ folder). */
    dataDir,
    client: () => new TestClient(app),
    /**
     * A second instance of the product on the same PostgreSQL database (and Redis, when set),
     * as a load balancer would run it: its own process state, pools and bus connections.
     * PGlite is one process's database, so this needs TEST_DATABASE_URL.
     */
    async sibling() {
      if (!dbUrl) throw new Error('A second instance needs PostgreSQL (TEST_DATABASE_URL)');
      const database2 = await openDatabase({ url: dbUrl, poolSize: 4 });
      const ctx2: AppContext = await createContext(env, pino({ level: 'silent' }), {
        database: database2,
      });
      const app2 = await buildApp(ctx2, { serveWeb: false });
      await app2.ready();
      const instance = {
        app: app2,
        ctx: ctx2,
        client: () => new TestClient(app2),
        async close() {
          await app2.close();
          await ctx2.close();
          await database2.close();
        },
      };
      siblings.push(instance);
      return instance;
    },
    /** Runs every background job that is due (event consumers, emails), as a worker would. */
    settle: (options?: DrainOptions) => ctx.jobs.drain(options),
    async close() {
      for (const sibling of siblings.splice(0)) await sibling.close();
      await app.close();
      await ctx.close();
      if (!options.database) await database.close();
      if (dbName && testDbUrl) {
        await adminQuery(testDbUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A browser-like client: keeps cookies and echoes the CSRF cookie, as the SPA does. It talks to
 * an app in this process (inject), or over HTTP to a server at a URL (another process).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** Sent as X-Test-Now (TEST_CLOCK): "now" for the lifecycle rules, until cleared. */
  private testNow: string | null = null;
  /**
   * Where this user's email arrives: the text of the newest email of a template to an address.
   * For an app in this process, the email as queued for delivery (test/mailbox.ts); a client of
   * another process is given one that reads a real SMTP server.
   */
  mailbox: Mailbox | null;
  constructor(private readonly app: FastifyInstance | string) {
    this.mailbox = typeof app === 'string' ? null : queuedMailbox(app.ctx);
  }

  /** Moves this client's "now" for the lifecycle rules (src/http/clock.ts); null clears it. */
  at(now: Date | null) {
    this.testNow = now ? now.toISOString() : null;
    return this;
  }

  async request(
    options: InjectOptions & { json?: unknown; csrf?: boolean },
  ): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(this.testNow ? { 'x-test-now': this.testNow } : {}),
      ...(options.headers as Record<string, string>),
    };
    if (method !== 'GET' && options.csrf !== false) {
      if (!this.cookies.has('pm_csrf'))
        await this.request({ method: 'GET', url: '/api/auth/session' });
      headers['x-csrf-token'] = this.cookies.get('pm_csrf')!;
    }
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const { json, csrf: _csrf, ...rest } = options;
    const response =
      typeof this.app === 'string'
        ? await overHttp(this.app, method, String(options.url), headers, json)
        : await this.app.inject({
            ...rest,
            method: method as InjectOptions['method'],
            headers,
            ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
          });
    for (const c of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, json: unknown = {}) {
    return this.request({ method: 'POST', url, json });
  }
  patch(url: string, json: unknown) {
    return this.request({ method: 'PATCH', url, json });
  }
  put(url: string, json: unknown) {
    return this.request({ method: 'PUT', url, json });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

/** The part of an inject response the tests read, from a real HTTP exchange. */
async function overHttp(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  json: unknown,
): Promise<LightMyRequestResponse> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const body = await res.text();
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const cookie: { name: string; value: string; expires?: Date; maxAge?: number } = {
      name: pair.slice(0, at),
      value: decodeURIComponent(pair.slice(at + 1)),
    };
    for (const attribute of attributes) {
      const [key = '', value = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
      if (key.toLowerCase() === 'expires') cookie.expires = new Date(value);
    }
    return cookie;
  });
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers),
    body,
    json: () => JSON.parse(body) as unknown,
    cookies,
  } as unknown as LightMyRequestResponse;
}
