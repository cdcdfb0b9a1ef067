import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@petmitra/core/auth/messages';
import { EMAIL_VERIFICATION_MESSAGES } from '@petmitra/core/auth/email-verification';
import type { AppContext } from '../context';
import { AppError, authError } from '../http/errors';
import type { UserRow } from './session-user';

/** Whether the blocked actions are refused to this account now (the rule, in one place). */
export async function mustVerifyEmail(
  ctx: Pick<AppContext, 'settings'>,
  user: Pick<UserRow, 'role' | 'emailVerifiedAt'>,
): Promise<boolean> {
  if (user.emailVerifiedAt || user.role === 'super_admin') return false;
  return ctx.settings.get('require_email_verification');
}

/**
 * preHandler (after requireUser or requireRole): the one place the require_email_verification
 * setting is enforced (docs/decisions/0027-email-verification.md). While it is on, an account
 * whose address is not confirmed gets 403 `email_unverified` on the routes that use this guard
 * (posting or responding to requests, messages, payments, reviews). Super admins are exempt; with
 * the setting off nothing is refused.
 */
export async function requireVerifiedEmail(request: FastifyRequest, _reply: FastifyReply) {
  const user = request.user;
  if (!user) throw authError(AUTH_MESSAGES.notAuthenticated);
  if (!(await mustVerifyEmail(request.server.ctx, user))) return;
  throw new AppError('email_unverified', EMAIL_VERIFICATION_MESSAGES.required);
}
