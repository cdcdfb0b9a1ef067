import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import { LIMITS } from '@petmitra/core/constants';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES as M } from '@petmitra/core/auth/totp';
import { base32Encode, otpauthUrl, totpCode, totpStep } from '../../auth/totp';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UserRow } from '../../auth/session-user';
import { adminAuditEvents, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/admin';
import { authError, conflict, rateLimited, validationError } from '../../http/errors';

/** How long the code step of a sign-in may take after the password was right. */
const CHALLENGE_MS = 5 * 60_000;
const attemptsKey = (userId: string) => `2fa:${userId}`;
const hashCode = (code: string) => createHash('sha256').update(code.toLowerCase()).digest('hex');

/** 'k3m9p-x2t7q': ten letters and digits from an alphabet without look-alikes. */
function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Two-factor sign-in for admin accounts (TOTP, RFC 6238) with recovery codes
 * (docs/decisions/0024-admin-two-factor.md). Every code check counts against one limit per
 * account (the max_login_attempts setting per 15 minutes); a sign-in code is never accepted
 * twice (the last accepted time step is kept).
 */
export function createTwoFactor(ctx: AppContext) {
  /** The admin audit log (modules/admin reads it): turning two-factor on or off. */
  const audit = (
    entry: {
      actorId: string;
      actorEmail: string;
      action: string;
      targetId: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    },
    tx: Db,
  ) => tx.insert(adminAuditEvents).values(entry);

  async function row(userId: string) {
    const [found] = await ctx.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId));
    return found ?? null;
  }

  /** Counts one code attempt; over the limit: a rate_limit event and 429. */
  async function countAttempt(user: UserRow, ip: string | null) {
    const attempts = await ctx.counters.hit(attemptsKey(user.id), LIMITS.loginWindowMs);
    if (attempts > (await ctx.settings.get('max_login_attempts'))) {
      await ctx.security.record({
        type: 'rate_limit',
        userId: user.id,
        email: user.email,
        ip,
        details: { reason: 'two_factor', attempts },
      });
      throw rateLimited(M.tooManyAttempts);
    }
  }

  /**
   * Checks a code against the account's authenticator (the step before and after too, for a
   * clock that drifts) or its unused recovery codes. 'reused': the TOTP code of a step already
   * accepted for signing in.
   */
  async function check(
    user: UserRow,
    stored: typeof twoFactorSecrets.$inferSelect,
    code: string,
  ): Promise<{ ok: true; step: number | null } | { ok: false; reused: boolean }> {
    const secret = await ctx.settings.decrypt(stored.secret);
    if (/^\d{6}$/.test(code) && secret) {
      const now = totpStep(Date.now());
      for (const step of [now, now - 1, now + 1]) {
        const expected = totpCode(secret, step);
        if (timingSafeEqual(Buffer.from(expected), Buffer.from(code))) {
          if (stored.lastStep !== null && step <= stored.lastStep)
            return { ok: false, reused: true };
          return { ok: true, step };
        }
      }
      return { ok: false, reused: false };
    }
    if (!stored.enabledAt) return { ok: false, reused: false };
    const used = await ctx.db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, user.id),
          eq(twoFactorRecoveryCodes.codeHash, hashCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length > 0 ? { ok: true, step: null } : { ok: false, reused: false };
  }

  const sign = (payload: string) => ctx.settings.sign(`two-factor|${payload}`);

  return {
    /** Whether this account must give a code after its password. */
    async enabledFor(user: UserRow): Promise<boolean> {
      return Boolean((await row(user.id))?.enabledAt);
    },

    async status(user: UserRow) {
      const stored = await row(user.id);
      const [left] = await ctx.db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(
          and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)),
        );
      return {
        enabled: Boolean(stored?.enabledAt),
        required: await ctx.settings.get('enable_two_factor'),
        recoveryCodesLeft: stored?.enabledAt ? (left?.n ?? 0) : 0,
      };
    },

    /** A new secret (replacing an unconfirmed one), its link and QR code. */
    async setup(user: UserRow) {
      if ((await row(user.id))?.enabledAt) throw conflict(M.alreadyEnabled);
      const secret = base32Encode(randomBytes(20));
      const encrypted = await ctx.settings.encrypt(secret);
      await ctx.db
        .insert(twoFactorSecrets)
        .values({ userId: user.id, secret: encrypted })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secret: encrypted, enabledAt: null, lastStep: null, createdAt: new Date() },
        });
      const url = otpauthUrl(secret, user.email);
      return { secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1 }) };
    },

    /** Confirms the setup with a code; answers the recovery codes (shown once). */
    async enable(user: UserRow, code: string, ip: string | null) {
      const stored = await row(user.id);
      if (!stored) throw conflict(M.notSetUp);
      if (stored.enabledAt) throw conflict(M.alreadyEnabled);
      await countAttempt(user, ip);
      const result = await check(user, stored, code);
      if (!result.ok) throw validationError(M.wrongCode, { code: [M.wrongCode] });
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(twoFactorSecrets)
          .set({ enabledAt: new Date(), lastStep: result.step })
          .where(eq(twoFactorSecrets.userId, user.id));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
        await tx
          .insert(twoFactorRecoveryCodes)
          .values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })));
        await audit(
          {
            actorId: user.id,
            actorEmail: user.email,
            action: 'two_factor.enabled',
            targetId: user.id,
            before: { twoFactor: false },
            after: { twoFactor: true },
          },
          tx,
        );
      });
      await ctx.counters.reset(attemptsKey(user.id));
      return { recoveryCodes: codes };
    },

    /** Turns it off with a code, unless the admin setting requires it. */
    async disable(user: UserRow, code: string, ip: string | null) {
      const stored = await row(user.id);
      if (!stored?.enabledAt) throw conflict(M.notEnabled);
      if (await ctx.settings.get('enable_two_factor')) throw conflict(M.requiredCannotDisable);
      await countAttempt(user, ip);
      const result = await check(user, stored, code);
      if (!result.ok) throw validationError(M.wrongCode, { code: [M.wrongCode] });
      await ctx.db.transaction(async (tx) => {
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
        await audit(
          {
            actorId: user.id,
            actorEmail: user.email,
            action: 'two_factor.disabled',
            targetId: user.id,
            before: { twoFactor: true },
            after: { twoFactor: false },
          },
          tx,
        );
      });
      await ctx.counters.reset(attemptsKey(user.id));
    },

    /** After the right password: a signed, 5-minute challenge for the code step. */
    async challenge(user: UserRow): Promise<string> {
      const payload = `${user.id}.${Date.now() + CHALLENGE_MS}`;
      return `${payload}.${await sign(payload)}`;
    },

    /** The account a challenge names, when it is genuine and not expired. */
    async challengedUserId(challenge: string): Promise<string> {
      const [userId, expires, mac] = challenge.split('.');
      if (!userId || !expires || !mac) throw authError(M.challengeExpired);
      const expected = Buffer.from(await sign(`${userId}.${expires}`));
      const given = Buffer.from(mac);
      if (
        expected.length !== given.length ||
        !timingSafeEqual(expected, given) ||
        Number(expires) < Date.now()
      ) {
        throw authError(M.challengeExpired);
      }
      return userId;
    },

    /** The code step of signing in: limited, never the same TOTP code twice. */
    async verifySignIn(user: UserRow, code: string, ip: string | null) {
      const stored = await row(user.id);
      if (!stored?.enabledAt) throw authError(M.challengeExpired);
      await countAttempt(user, ip);
      const result = await check(user, stored, code);
      if (!result.ok) {
        await ctx.security.record({
          type: 'auth_failure',
          userId: user.id,
          email: user.email,
          ip,
          details: { reason: result.reused ? 'two_factor_reused' : 'two_factor_wrong' },
        });
        throw authError(result.reused ? M.reusedCode : M.wrongCode);
      }
      if (result.step !== null) {
        // Conditional, so two requests racing with the same code cannot both get in.
        const moved = await ctx.db
          .update(twoFactorSecrets)
          .set({ lastStep: result.step })
          .where(
            and(
              eq(twoFactorSecrets.userId, user.id),
              or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, result.step)),
            ),
          )
          .returning({ userId: twoFactorSecrets.userId });
        if (moved.length === 0) throw authError(M.reusedCode);
      }
      await ctx.counters.reset(attemptsKey(user.id));
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
