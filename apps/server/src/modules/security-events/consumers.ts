import type { AppContext } from '../../context';

export const SECURITY_JOBS = { prune: 'security.prune' } as const;

/** Keeps the security log bounded: retention and a row cap, once a day across instances. */
export function registerSecurityJobs(ctx: AppContext) {
  ctx.jobs.define({
    name: SECURITY_JOBS.prune,
    cron: '20 3 * * *',
    retryLimit: 3,
    concurrency: 1,
    handler: async () => {
      const removed = await ctx.security.prune();
      ctx.log.info({ removed }, 'pruned the security log');
    },
  });
}
