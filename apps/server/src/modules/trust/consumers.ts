import type { AppContext } from '../../context';
import { TRUST_JOBS, createVerificationService } from './service';

/** Verification documents are deleted 30 days after the decision, checked daily. */
export function registerTrustJobs(ctx: AppContext) {
  const verification = createVerificationService(ctx);
  ctx.jobs.define({
    name: TRUST_JOBS.purgeDocuments,
    cron: '20 3 * * *',
    retryLimit: 3,
    expireInSeconds: 3600,
    concurrency: 1,
    handler: async () => {
      const purged = await verification.purgeDocuments();
      ctx.log.info({ purged }, 'deleted verification documents decided 30 days ago');
    },
  });
}
