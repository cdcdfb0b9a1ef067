import {
  ACCOUNT_REQUEST_TYPE_LABELS,
  type AccountRequestType,
} from '@petmitra/core/account/account';
import { escapeHtml, layout, textFooter, type Brand } from '../../email/templates';
import type { OutgoingEmail } from '../../infra/mailer';

/** The outcome of a deactivation or deletion request, to the account's (original) address. */
export function accountRequestDecisionEmail(
  brand: Brand,
  to: string,
  name: string,
  type: AccountRequestType,
  outcome: 'approved' | 'rejected',
  note: string | null,
): OutgoingEmail {
  const what = ACCOUNT_REQUEST_TYPE_LABELS[type].toLowerCase();
  const title =
    outcome === 'rejected'
      ? `Your request to ${what.replace(' account', '')} your account was not approved`
      : type === 'deactivate'
        ? 'Your account has been deactivated'
        : 'Your account has been deleted';
  const body =
    outcome === 'rejected'
      ? `Our team reviewed your request and did not approve it.${note ? ` ${note}` : ''} Your account stays as it was. Reply to ${brand.supportEmail} if you have questions.`
      : type === 'deactivate'
        ? `Your profile, services and requests are hidden and you have been signed out everywhere. Sign in again at any time to reactivate your account.`
        : `Your personal data has been erased from ${brand.siteName} and you have been signed out everywhere. Payment and invoice records that the law requires us to keep are retained without your profile. This is the last email we will send you.`;
  return {
    to,
    template: `account_request_${outcome}`,
    subject: title,
    html: layout(brand, title, `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(body)}</p>`),
    text: `Hi ${name},\n\n${body}${textFooter(brand)}`,
  };
}
