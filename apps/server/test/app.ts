import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../src/app';
import { createContext, type AppContext } from '../src/context';
import { openDatabase } from '../src/db/client';
import { loadEnv, type Env } from '../src/env';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * A real app on a real, freshly migrated database: PGlite in memory by default, or a new
 * PostgreSQL database per test file when TEST_DATABASE_URL is set (dropped afterwards).
 * Redis is used when TEST_REDIS_URL is set.
 */
export async function createTestApp(overrides: Partial<Record<string, string>> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'petmitra-test-'));
  const testDbUrl = process.env.TEST_DATABASE_URL;
  const testRedisUrl = process.env.TEST_REDIS_URL;
  let dbName: string | undefined;
  let url: string | undefined;
  if (testDbUrl) {
    dbName = `pm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDbUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(testDbUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...(testRedisUrl
      ? { REDIS_URL: testRedisUrl, REDIS_PREFIX: `pm-test-${randomBytes(6).toString('hex')}:` }
      : {}),
    ...overrides,
  });
  const database = await openDatabase(url ? { url, poolSize: 4 } : {});
  const ctx: AppContext = await createContext(env, pino({ level: 'silent' }), { database });
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();

  return {
    app,
    ctx,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await ctx.close();
      await database.close();
      if (dbName && testDbUrl) {
        const admin = new pg.Client({ connectionString: testDbUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A browser-like client: keeps cookies and echoes the CSRF cookie, as the SPA does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(
    options: InjectOptions & { json?: unknown; csrf?: boolean },
  ): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
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
    const response = await this.app.inject({
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
