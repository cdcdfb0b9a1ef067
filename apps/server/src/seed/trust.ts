import { eq } from 'drizzle-orm';
import { DOCUMENT_RETENTION_DAYS } from '@petmitra/core/trust/verification';
import type { AppContext } from '../context';
import { users } from '../db/schema/foundation';
import { providerVerifications } from '../db/schema/trust';
import type { DomainSeeder, SeededUsers } from './demo';

const DAY = 86_400_000;

/** Which demo providers PetMitra has verified: some, never the demo provider (who may apply). */
export const isSeededVerified = (providerIndex: number) =>
  providerIndex > 0 && (providerIndex % 3 === 1 || providerIndex % 5 === 2);

/**
 * Verified demo providers: each sent documents two weeks after joining, a super admin approved
 * them two days later, and the documents were deleted 30 days after that (as the purge job does),
 * the decision kept.
 */
export const seedTrust: DomainSeeder = async (ctx: AppContext, seeded: SeededUsers) => {
  const now = Date.now();
  const rows = seeded.providers
    .map((provider, i) => ({ provider, i }))
    .filter(({ i }) => isSeededVerified(i))
    .map(({ provider }) => {
      const submittedAt = new Date(provider.person.joinedAt.getTime() + 14 * DAY);
      const decidedAt = new Date(submittedAt.getTime() + 2 * DAY);
      const purgeAt = decidedAt.getTime() + DOCUMENT_RETENTION_DAYS * DAY;
      return {
        providerId: provider.id,
        status: 'approved' as const,
        submittedAt,
        decidedAt,
        decidedBy: seeded.admin.id,
        documentsDeletedAt: purgeAt < now ? new Date(purgeAt) : null,
      };
    })
    // Only what has happened by now.
    .filter((row) => row.decidedAt.getTime() < now);
  if (rows.length === 0) return;
  await ctx.db.insert(providerVerifications).values(rows);
  for (const row of rows) {
    await ctx.db
      .update(users)
      .set({ providerVerifiedAt: row.decidedAt })
      .where(eq(users.id, row.providerId));
  }
};
