import type { AppContext } from '../../context';
import { FILE_JOBS, createFileService } from './service';

/**
 * The files module's jobs. Removals run after the commit that made a file unused and are
 * retried while the store is unreachable (up to about a day, backing off to an hour); the sweep
 * catches anything left behind, once a day across all instances.
 */
export function registerFileJobs(ctx: AppContext) {
  const files = createFileService(ctx);
  const retried = { retryLimit: 30, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600 };

  ctx.jobs.define<{ key: string }>({
    name: FILE_JOBS.remove,
    ...retried,
    handler: async ({ key }) => files.removeObject(key),
  });

  ctx.jobs.define<{ ownerId: string }>({
    name: FILE_JOBS.removeOwner,
    ...retried,
    expireInSeconds: 3600,
    handler: async ({ ownerId }) => {
      const removed = await files.removeOwnerObjects(ownerId);
      ctx.log.info({ ownerId, removed }, "removed a deleted account's files");
    },
  });

  ctx.jobs.define({
    name: FILE_JOBS.sweep,
    cron: '40 3 * * *',
    retryLimit: 3,
    expireInSeconds: 3 * 3600,
    concurrency: 1,
    handler: async () => {
      const result = await files.sweep();
      ctx.log.info(result, 'swept files no row points at');
    },
  });
}
