import type { AppContext } from '../../context';
import { createLiveService } from './service';

const DAY_MS = 86_400_000;
export const PRUNE_LIVE_EVENTS_JOB = 'live.prune';

/** Live events are for reconnecting tabs: two days is plenty; a daily job prunes the rest. */
export function registerLiveJobs(ctx: AppContext) {
  const live = createLiveService(ctx);
  ctx.jobs.define({
    name: PRUNE_LIVE_EVENTS_JOB,
    cron: '17 3 * * *',
    retryLimit: 2,
    handler: async () => {
      await live.prune(new Date(Date.now() - 2 * DAY_MS));
    },
  });
}
