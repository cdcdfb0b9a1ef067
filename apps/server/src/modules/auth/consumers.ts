import { LIMITS } from '@petmitra/core/constants';
import { newToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { passwordResetTokens } from '../../db/schema/foundation';
import { brandOf, passwordResetEmail } from '../../email/templates';
import { createNotificationService } from '../notifications/service';
import { createAccountService } from '../users/service';

/** Account emails, sent by the job queue after the change commits (never inside the request). */
export function registerAuthConsumers(ctx: AppContext) {
  const accounts = createAccountService(ctx);
  const notifications = createNotificationService(ctx);

  ctx.events.consume('user.registered', 'welcome-email', async (event) => {
    const user = await accounts.findById(event.payload.userId);
    if (!user) return;
    // Honours the email preferences (welcomeEmails) and carries the unsubscribe link.
    await notifications.sendWelcomeEmail(user, `${event.id}:welcome`);
  });

  // A reset link for an address that has an account; nothing for one that has none. The token
  // and the email are written together, once per event (a retry finds the email already queued).
  ctx.events.consume('password.reset_requested', 'reset-link-email', async (event) => {
    const user = await accounts.findByEmail(event.payload.email);
    if (!user || user.suspendedAt) return;
    const brand = await brandOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const { token, hash } = newToken();
      const link = `${ctx.env.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const queued = await ctx.mailer.send(
        passwordResetEmail(
          brand,
          user.email,
          user.name,
          link,
          Math.round(LIMITS.passwordResetTokenTtlMs / 60000),
          token,
        ),
        { tx, dedupeKey: `${event.id}:password_reset` },
      );
      if (!queued) return;
      await tx.insert(passwordResetTokens).values({
        id: hash,
        userId: user.id,
        expiresAt: new Date(new Date(event.occurredAt).getTime() + LIMITS.passwordResetTokenTtlMs),
      });
    });
  });
}
