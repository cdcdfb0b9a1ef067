import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Database } from './db/client';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import type { Env } from './env';
import { setPasswordHashCost } from './auth/password-hash';
import { createSessionCache } from './auth/session-cache';
import { createSessionStore, type SessionStore } from './auth/sessions';
import { databaseCounters, redisCounters, type CounterStore } from './infra/counters';
import { createMailer, type Mailer } from './infra/mailer';
import { createUploadStore, type UploadStore } from './infra/uploads';
import { createSecurityLog, type SecurityLog } from './modules/security-events/service';
import { createEventBus, type EventBus } from './events/bus';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue';
import { localBus, postgresBus, redisBus, type RealtimeBus } from './realtime/bus';
import { createSettingsService, type SettingsService } from './modules/settings/service';
import path from 'node:path';
import { lockDataDir } from './ops/data-dir';

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
  /** File bytes: DATA_DIR/uploads or the S3 bucket (modules/files decides what is public). */
  uploads: UploadStore;
  /** The process logger, for work outside a request (jobs, stores). */
  log: FastifyBaseLogger;
  /** Background jobs (pg-boss); buildApp defines them all and starts the queue. */
  jobs: JobQueue;
  /** Domain events, recorded in the transaction of the change (docs/events.md). */
  events: EventBus;
  /** Messages between instances (Redis, PostgreSQL NOTIFY, or in process): live updates. */
  bus: RealtimeBus;
  /** System settings with their defaults, cached per instance and dropped on change. */
  settings: SettingsService;
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
  options: {
    database?: Database;
    /** Who holds DATA_DIR (the lock names it to a second process). */
    holder?: string;
    jobQueue?: Pick<JobQueueOptions, 'cronIntervalSeconds' | 'pollingIntervalSeconds'>;
  } = {},
): Promise<AppContext> {
  if (env.PASSWORD_HASH_COST) setPasswordHashCost(env.PASSWORD_HASH_COST);
  // One process at a time on the embedded database (ops/data-dir.ts).
  const lock =
    !options.database && !env.DATABASE_URL
      ? await lockDataDir(env.DATA_DIR, options.holder ?? 'server')
      : null;
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
        : { dataDir: path.join(env.DATA_DIR, 'pglite'), takeTurns: env.PGLITE_TAKE_TURNS },
    ));
  await migrate(database);
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  const db = database.db;
  const jobs = createJobQueue(database, { log, schedule: env.JOB_WORKERS, ...options.jobQueue });
  const bus = redis
    ? redisBus(redis, `${env.REDIS_PREFIX}rt:`, log)
    : database.kind === 'postgres'
      ? postgresBus(database.url!, database.pool!, log)
      : localBus();
  const settings = createSettingsService({ db, bus });
  const sessionCache = createSessionCache(database.sessionChanges);
  return {
    env,
    database,
    db,
    redis,
    sessions: createSessionStore(db, sessionCache),
    counters: redis ? redisCounters(redis, env.REDIS_PREFIX) : databaseCounters(db),
    security: createSecurityLog(db),
    mailer: createMailer(db, jobs, log, {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
            ...(env.SMTP_FROM ? { from: env.SMTP_FROM } : {}),
          }
        : undefined,
      resolveSmtp: () => settings.smtp(),
      printToLog: env.NODE_ENV === 'development',
    }),
    uploads: createUploadStore(env.s3, path.join(env.DATA_DIR, 'uploads')),
    log,
    jobs,
    events: createEventBus(jobs),
    bus,
    settings,
    async close() {
      sessionCache.close();
      await jobs.stop();
      await bus.close();
      await redis?.quit().catch(() => {});
      if (!options.database) await database.close();
      await lock?.release();
    },
  };
}
