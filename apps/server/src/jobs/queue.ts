import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type DrizzleTransactionLike,
  type Job,
  type JobResult,
  type QueueOptions,
} from 'pg-boss';
import type { Database, Executor } from '../db/client';

/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: string;
  name: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface JobSpec<T extends object> {
  /** Queue name: letters, digits, `.`, `-`, `_`, `/`. */
  name: string;
  handler: (data: T, job: JobInfo) => Promise<void>;
  /** Retries after a failure (default 5), with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** A cron expression in UTC: the job is also sent on this schedule, once across instances. */
  cron?: string;
  /** How long a finished job (and so its data) is kept; short for data that holds secrets. */
  deleteAfterSeconds?: number;
  /** How long one attempt may run before it counts as failed (default 5 minutes). */
  expireInSeconds?: number;
  /** Jobs of this queue run at most this many at a time per instance (default 2). */
  concurrency?: number;
  /**
   * Also sent with this data whenever an instance starts its workers: a scheduled catch-up
   * (reconciliation after a crash or downtime) runs at once instead of at the next tick.
   */
  atStart?: T;
}

export interface SendOptions {
  /** Send inside this transaction: the job exists only if the transaction commits. */
  tx?: Executor;
  /** At most one queued job per key (a second send with the same key is dropped). */
  singletonKey?: string;
  startAfter?: Date | number;
}

export interface DrainOptions {
  retries?: boolean;
  /** Queues whose held jobs (sent with `startAfter`) run now instead of later. */
  held?: readonly string[];
  maxRounds?: number;
}

export interface JobQueue {
  /** Declares a queue and its handler; call before start(). */
  define<T extends object>(spec: JobSpec<T>): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Creates the queues and schedules; with workers, starts polling them. */
  start(options: { workers: boolean }): Promise<void>;
  /**
   * Runs every job that is due, in this process, until none is left (tests, the CLI). With
   * `retries`, jobs waiting for a retry are made due first; with `held`, jobs of those queues
   * sent to start later (an event consumer's `delaySeconds`) are made due first.
   */
  drain(options?: DrainOptions): Promise<number>;
  /** Runs a defined job's handler once, now (scheduled jobs in tests and from the CLI). */
  run<T extends object>(name: string, data: T): Promise<void>;
  /** Drops a field from a job's stored data once it is no longer needed (a secret it carried). */
  forget(job: JobInfo, field: string): Promise<void>;
  stop(): Promise<void>;
  readonly started: boolean;
  /** The schema pg-boss keeps its tables in. */
  readonly schema: string;
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** pg-boss's schema; tests and several deployments on one database may use their own. */
  schema?: string;
  /** Seconds between polls when nothing woke the worker (default 2). */
  pollingIntervalSeconds?: number;
  /** Run scheduled (cron) jobs from this instance (default true). */
  schedule?: boolean;
  /** Seconds between this instance's checks of the schedules (pg-boss default 30; tests less). */
  cronIntervalSeconds?: number;
}

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY = 2;
/** Jobs fetched at once by a worker (run one after another, each settled on its own). */
const BATCH_SIZE = 5;

/**
 * Background jobs on pg-boss, in the same database as the data (DESIGN §3): PGlite's single
 * connection on the embedded default, a small pool of its own on PostgreSQL. Any instance may
 * run the workers; a job is claimed by one of them (SKIP LOCKED) and retried with backoff when
 * its handler throws. Handlers must be idempotent: a job can run more than once.
 */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const schema = options.schema ?? 'pgboss';
  const cronTiming = options.cronIntervalSeconds
    ? {
        cronMonitorIntervalSeconds: options.cronIntervalSeconds,
        cronWorkerIntervalSeconds: options.cronIntervalSeconds,
      }
    : {};
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          db: fromPglite(database.pglite!),
          backend: 'pglite',
          schema,
          useListenNotify: true,
          schedule: options.schedule ?? true,
          ...cronTiming,
        })
      : new PgBoss({
          connectionString: database.url!,
          max: 3,
          schema,
          useListenNotify: true,
          schedule: options.schedule ?? true,
          application_name: 'petmitra-jobs',
          ...cronTiming,
        });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));

  const specs = new Map<string, JobSpec<object>>();
  let started = false;
  let workers = false;

  const queueOptions = (spec: JobSpec<object>): QueueOptions & { notify: boolean } => ({
    retryLimit: spec.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: spec.retryDelaySeconds ?? DEFAULT_RETRY_DELAY,
    retryBackoff: true,
    retryDelayMax: spec.retryDelayMaxSeconds ?? 600,
    expireInSeconds: spec.expireInSeconds ?? 300,
    ...(spec.deleteAfterSeconds !== undefined
      ? { deleteAfterSeconds: spec.deleteAfterSeconds }
      : {}),
    notify: true,
  });

  const runOne = async (spec: JobSpec<object>, job: Job<object>) => {
    try {
      await spec.handler(job.data, {
        id: job.id,
        name: spec.name,
        retryCount: (job as { retryCount?: number }).retryCount ?? 0,
      });
    } catch (error) {
      options.log.warn({ err: error, job: spec.name, jobId: job.id }, 'job failed');
      throw error;
    }
  };

  const spec = (name: string) => {
    const found = specs.get(name);
    if (!found) throw new Error(`Unknown job '${name}'`);
    return found;
  };

  return {
    schema,
    get started() {
      return started;
    },

    define(jobSpec) {
      if (started) throw new Error(`Job '${jobSpec.name}' defined after the queue started`);
      if (specs.has(jobSpec.name)) throw new Error(`Job '${jobSpec.name}' defined twice`);
      specs.set(jobSpec.name, jobSpec as unknown as JobSpec<object>);
    },

    async send(name, data, sendOptions = {}) {
      spec(name);
      return boss.send(name, data, {
        // Both drivers answer execute() with { rows }; the shared Db type leaves it unknown.
        ...(sendOptions.tx
          ? { db: fromDrizzle(sendOptions.tx as unknown as DrizzleTransactionLike, sql) }
          : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    async start(startOptions) {
      if (started) return;
      await boss.start();
      for (const jobSpec of specs.values()) {
        const queue = queueOptions(jobSpec);
        const existing = await boss.getQueue(jobSpec.name);
        if (existing) await boss.updateQueue(jobSpec.name, queue);
        else await boss.createQueue(jobSpec.name, queue);
        if (jobSpec.cron) await boss.schedule(jobSpec.name, jobSpec.cron, {}, { tz: 'UTC' });
      }
      started = true;
      workers = startOptions.workers;
      if (!workers) return;
      for (const jobSpec of specs.values()) {
        if (jobSpec.atStart) await boss.send(jobSpec.name, jobSpec.atStart);
      }
      for (const jobSpec of specs.values()) {
        await boss.work<object>(
          jobSpec.name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            notifyPollingIntervalSeconds: 30,
            localConcurrency: jobSpec.concurrency ?? 2,
            // A burst drains at once: while a fetch comes back full the worker fetches again
            // without waiting. With one job per fetch pg-boss waits for the next NOTIFY or the
            // 30 s backstop after every job (a burst of 20 reset emails took 210 s). Each job of
            // a batch settles on its own: one failure retries that job only.
            batchSize: BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              try {
                await runOne(jobSpec, job);
                results.push({ id: job.id, status: 'completed' });
              } catch (error) {
                results.push({
                  id: job.id,
                  status: 'failed',
                  output: { message: (error as Error).message },
                });
              }
            }
            return results;
          },
        );
      }
    },

    async drain(drainOptions = {}) {
      if (!started) throw new Error('drain() before start()');
      let ran = 0;
      for (let round = 0; round < (drainOptions.maxRounds ?? 100); round += 1) {
        if (drainOptions.retries) {
          await database.exec(
            `UPDATE ${schema}.job SET start_after = now() WHERE state = 'retry' AND start_after > now()`,
          );
        }
        for (const name of drainOptions.held ?? []) {
          if (!specs.has(name)) throw new Error(`drain(): no queue named ${name}`);
          await database.exec(
            `UPDATE ${schema}.job SET start_after = now()
              WHERE name = '${name}' AND state = 'created' AND start_after > now()`,
          );
        }
        let found = 0;
        for (const jobSpec of specs.values()) {
          const jobs = await boss.fetch<object>(jobSpec.name, { batchSize: 50 });
          for (const job of jobs) {
            found += 1;
            try {
              await runOne(jobSpec, job);
              await boss.complete(jobSpec.name, job.id);
            } catch (error) {
              await boss.fail(jobSpec.name, job.id, { message: (error as Error).message });
            }
          }
        }
        ran += found;
        if (found === 0) return ran;
      }
      throw new Error('drain(): jobs kept coming after 100 rounds');
    },

    async forget(job, field) {
      if (job.id === 'direct') return;
      await database.db.execute(
        sql`UPDATE ${sql.raw(schema)}.job SET data = data - ${field}::text WHERE name = ${job.name} AND id = ${job.id}::uuid`,
      );
    },

    async run(name, data) {
      await spec(name).handler(data, { id: 'direct', name, retryCount: 0 });
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: workers, timeout: 10_000, close: true });
    },
  };
}
