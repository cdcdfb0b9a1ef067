import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Database } from './db/client';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import type { Env } from './env';
import { createSessionStore, type SessionStore } from './auth/sessions';
import { databaseCounters, redisCounters, type CounterStore } from './infra/counters';
import { createMailer, type Mailer } from './infra/mailer';
import { createLocalUploads, type UploadStore } from './infra/uploads';
import { createSecurityLog, type SecurityLog } from './modules/security-events/service';
import path from 'node:path';

/** Everything a request handler may reach: built once at boot, shared by every module. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  redis: Redis | null;
  sessions: SessionStore;
  counters: CounterStore;
  security: SecurityLog;
  mailer: Mailer;
  uploads: UploadStore;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function createContext(
  env: Env,
  log: FastifyBaseLogger,
  options: { database?: Database } = {},
): Promise<AppContext> {
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
        : { dataDir: path.join(env.DATA_DIR, 'pglite') },
    ));
  await migrate(database);
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  const db = database.db;
  return {
    env,
    database,
    db,
    redis,
    sessions: createSessionStore(db),
    counters: redis ? redisCounters(redis, env.REDIS_PREFIX) : databaseCounters(db),
    security: createSecurityLog(db),
    mailer: createMailer(
      db,
      log,
      env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
            ...(env.SMTP_FROM ? { from: env.SMTP_FROM } : {}),
          }
        : undefined,
    ),
    uploads: createLocalUploads(path.join(env.DATA_DIR, 'uploads')),
    async close() {
      await redis?.quit().catch(() => {});
      if (!options.database) await database.close();
    },
  };
}
