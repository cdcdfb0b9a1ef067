import { and, eq, gt, isNull } from 'drizzle-orm';
import { LIMITS } from '@petmitra/core/constants';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import type { LoginInput, RegisterInput } from '@petmitra/core/auth/schemas';
import type { Role } from '@petmitra/core/auth/roles';
import type { AppContext } from '../../context';
import { passwordResetTokens } from '../../db/schema/foundation';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/password-hash';
import { hashToken } from '../../auth/tokens';
import {
  authError,
  conflict,
  permissionError,
  rateLimited,
  validationError,
} from '../../http/errors';
import { SETTINGS_MESSAGES } from '@petmitra/core/admin/settings-form';
import { createGeoService } from '../geo/service';
import { createAccountService } from '../users/service';
import { reactivateOnSignIn } from '../account/service';
import { createTwoFactor } from './two-factor';
import { createEmailVerification } from './email-verification';
import { brandOf } from '../../email/templates';
import { TWO_FACTOR_MESSAGES } from '@petmitra/core/auth/totp';

/** Admin two-factor sign-in (the admin console manages an admin's own authenticator). */
export { createTwoFactor };

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

const loginKey = (email: string) => `login:${email.toLowerCase()}`;

export function createAuthService(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const geo = createGeoService();
  const twoFactor = createTwoFactor(ctx);
  const verification = createEmailVerification(ctx);

  /** A session as long as the session_timeout setting (hours) says. */
  async function startSession(userId: string, meta: RequestMeta) {
    const hours = await ctx.settings.get('session_timeout');
    return ctx.sessions.create(
      userId,
      { ip: meta.ip, ...(meta.userAgent ? { userAgent: meta.userAgent } : {}) },
      hours * 3_600_000,
    );
  }

  return {
    /** Registration takes pet_parent or service_provider only; the schema refuses anything else. */
    async register(
      input: RegisterInput & { role: Exclude<Role, 'super_admin'> },
      meta: RequestMeta,
    ) {
      if (!(await ctx.settings.get('allow_registrations'))) {
        throw permissionError(SETTINGS_MESSAGES.registrationsClosed);
      }
      const passwordHash = await hashPassword(input.password);
      // The verification email's brand, read before the transaction.
      const brand = await brandOf(ctx);
      const user = await ctx.db.transaction(async (tx) => {
        const created = await accounts.create(
          {
            name: input.name,
            email: input.email,
            phone: input.phone,
            role: input.role,
            city: input.city ?? null,
            country: input.country ?? null,
            // A city given at sign-up places the user on the map, as a profile save does.
            ...geo.userCoordinates(input.city, input.country),
            passwordHash,
          },
          tx,
        );
        if (!created) throw conflict(AUTH_MESSAGES.emailTaken);
        await ctx.events.record(
          tx,
          'user.registered',
          { userId: created.id },
          { actorId: created.id },
        );
        // The verification link, with the account (docs/decisions/0027-email-verification.md).
        await verification.issue(tx, created, brand);
        return created;
      });
      const session = await startSession(user.id, meta);
      return { user, session };
    },

    /**
     * The spec's limit: 5 attempts per 15 minutes per email, counted before the password is
     * checked (so a correct guess on the 6th try is refused too) and cleared on success.
     */
    async login(input: LoginInput, meta: RequestMeta) {
      const attempts = await ctx.counters.hit(loginKey(input.email), LIMITS.loginWindowMs);
      // The max_login_attempts setting (5 by default, the spec's limit).
      if (attempts > (await ctx.settings.get('max_login_attempts'))) {
        await ctx.security.record({
          type: 'rate_limit',
          email: input.email,
          ip: meta.ip,
          details: { attempts },
        });
        throw rateLimited(AUTH_MESSAGES.tooManyLoginAttempts);
      }
      const found = await accounts.findByEmail(input.email);
      const ok = found
        ? await verifyPassword(input.password, found.passwordHash)
        : await verifyPassword(input.password, await timingDummyHash()).then(() => false);
      // A deactivated account comes back when its owner signs in (docs/site.md).
      const user = found && ok ? await reactivateOnSignIn(ctx, found) : found;
      if (!user || !ok || user.suspendedAt) {
        await ctx.security.record({
          type: 'auth_failure',
          userId: user?.id ?? null,
          email: input.email,
          ip: meta.ip,
          details: {
            reason: !user ? 'unknown_email' : user.suspendedAt ? 'suspended' : 'wrong_password',
            attempts,
          },
        });
        // The right password for a suspended account learns why (admin console, issue 12).
        throw authError(
          user && ok && user.suspendedAt
            ? AUTH_MESSAGES.accountSuspended
            : AUTH_MESSAGES.invalidCredentials,
        );
      }
      await ctx.counters.reset(loginKey(input.email));
      // Admin two-factor (docs/decisions/0024-admin-two-factor.md): the password alone
      // starts no session; a code must follow.
      if (user.role === 'super_admin') {
        if (await twoFactor.enabledFor(user)) {
          return { user, session: null, challenge: await twoFactor.challenge(user) };
        }
        if (await ctx.settings.get('enable_two_factor')) {
          await ctx.security.record({
            type: 'auth_failure',
            userId: user.id,
            email: user.email,
            ip: meta.ip,
            details: { reason: 'two_factor_not_set_up' },
          });
          throw permissionError(TWO_FACTOR_MESSAGES.requiredNotSetUp);
        }
      }
      const session = await startSession(user.id, meta);
      return { user, session, challenge: null };
    },

    /** The code step of an admin's sign-in: the challenge from the password step and a code. */
    async loginTwoFactor(input: { challenge: string; code: string }, meta: RequestMeta) {
      const userId = await twoFactor.challengedUserId(input.challenge);
      const user = await accounts.findById(userId);
      if (!user || user.suspendedAt || user.role !== 'super_admin') {
        throw authError(TWO_FACTOR_MESSAGES.challengeExpired);
      }
      await twoFactor.verifySignIn(user, input.code, meta.ip);
      const session = await startSession(user.id, meta);
      return { user, session };
    },

    async logout(token: string | null) {
      if (token) await ctx.sessions.destroy(token);
    },

    /**
     * Always answers the same way, and in the same time, so the form cannot be used to probe for
     * accounts: the request path only records the event, whatever the address. The consumer
     * (auth/consumers.ts) looks the account up and emails a link if there is one.
     */
    async requestPasswordReset(email: string, meta: RequestMeta) {
      await ctx.db.transaction(async (tx) => {
        await ctx.security.record({ type: 'password_reset_requested', email, ip: meta.ip }, tx);
        await ctx.events.record(tx, 'password.reset_requested', { email });
      });
    },

    /**
     * Sets a new password from an emailed token (single use, expiring) or, without a token,
     * for the signed-in user. Every session of the user ends: they sign in again.
     */
    async resetPassword(
      input: { token?: string | undefined; password: string },
      signedInUserId: string | null,
      meta: RequestMeta,
    ) {
      let userId: string;
      if (input.token) {
        const now = new Date();
        const [row] = await ctx.db
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.id, hashToken(input.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!row) throw validationError(AUTH_MESSAGES.resetLinkInvalid);
        userId = row.userId;
        // Any other outstanding link for this account dies with this one.
        await ctx.db
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      } else if (signedInUserId) {
        userId = signedInUserId;
      } else {
        throw authError(AUTH_MESSAGES.noUserLoggedIn);
      }
      await accounts.setPasswordHash(userId, await hashPassword(input.password));
      await ctx.sessions.destroyAllForUser(userId);
      await ctx.security.record({ type: 'password_changed', userId, ip: meta.ip });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
