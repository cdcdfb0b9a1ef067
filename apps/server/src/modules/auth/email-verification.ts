import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  EMAIL_VERIFICATION_LIMITS,
  EMAIL_VERIFICATION_MESSAGES,
  type EmailVerificationStatus,
} from '@petmitra/core/auth/email-verification';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema/foundation';
import { newToken, hashToken } from '../../auth/tokens';
import type { UserRow } from '../../auth/session-user';
import { mustVerifyEmail } from '../../auth/verified-email';
import { brandOf, emailVerificationEmail, type Brand } from '../../email/templates';
import { conflict, rateLimited, validationError } from '../../http/errors';

const resendKey = (userId: string) => `verify-email:${userId}`;

/**
 * Email verification (docs/decisions/0027-email-verification.md): a single-use, expiring link
 * emailed at sign-up and on request; only the token's hash is stored. The link confirms the
 * address it was sent to, and nothing once the account's address is another.
 */
export function createEmailVerification(ctx: AppContext) {
  const required = (user: Pick<UserRow, 'role' | 'emailVerifiedAt'>) => mustVerifyEmail(ctx, user);

  /**
   * A new link, in the caller's transaction: the token's hash and the email (its delivery job
   * carries the real link; the outbox keeps it redacted) commit with the change that asked for it.
   * The brand is read by the caller before the transaction (as the reset-link consumer does),
   * so the transaction holds its connection only for its own writes.
   */
  async function issue(tx: Executor, user: Pick<UserRow, 'id' | 'email' | 'name'>, brand: Brand) {
    const { token, hash } = newToken();
    const link = `${ctx.env.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await tx.insert(emailVerificationTokens).values({
      id: hash,
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LIMITS.tokenTtlMs),
    });
    await ctx.mailer.send(
      {
        ...emailVerificationEmail(
          brand,
          user.email,
          user.name,
          link,
          Math.round(EMAIL_VERIFICATION_LIMITS.tokenTtlMs / 3_600_000),
          token,
        ),
        userId: user.id,
      },
      { tx },
    );
  }

  return {
    required,
    issue,

    async status(user: UserRow): Promise<EmailVerificationStatus> {
      return { verified: user.emailVerifiedAt !== null, required: await required(user) };
    },

    /** Consumes a link: once, before it expires, for the address it was sent to. */
    async verify(token: string) {
      const now = new Date();
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.id, hashToken(token)),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({
            userId: emailVerificationTokens.userId,
            email: emailVerificationTokens.email,
          });
        if (!row) throw validationError(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, row.userId), eq(users.email, row.email), isNull(users.deletedAt)))
          .returning({ id: users.id });
        // The account's address is no longer the one the link was sent to.
        if (!user) throw validationError(EMAIL_VERIFICATION_MESSAGES.linkInvalid);
        // Any other outstanding link for this account dies with this one.
        await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.userId, row.userId),
              isNull(emailVerificationTokens.usedAt),
            ),
          );
      });
    },

    /** A new link for the signed-in account, at most resendMax per window. */
    async resend(user: UserRow, ip: string) {
      if (user.emailVerifiedAt) throw conflict(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
      const count = await ctx.counters.hit(
        resendKey(user.id),
        EMAIL_VERIFICATION_LIMITS.resendWindowMs,
      );
      if (count > EMAIL_VERIFICATION_LIMITS.resendMax) {
        await ctx.security.record({
          type: 'rate_limit',
          userId: user.id,
          email: user.email,
          ip,
          details: { action: 'email_verification_resend', count },
        });
        throw rateLimited(EMAIL_VERIFICATION_MESSAGES.tooManyResends);
      }
      const brand = await brandOf(ctx);
      await ctx.db.transaction((tx) => issue(tx, user, brand));
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
