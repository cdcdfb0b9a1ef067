import type { AppContext } from '../context';
import type { OutgoingEmail } from '../infra/mailer';

/**
 * What every email says about the site: the name and support address of the system settings
 * (an admin's change applies to the next email written), never a hard-coded name.
 */
export interface Brand {
  siteName: string;
  supportEmail: string;
}

/** The current brand, read from the settings when an email is written. */
export async function brandOf(ctx: Pick<AppContext, 'settings'>): Promise<Brand> {
  const settings = await ctx.settings.all();
  return { siteName: settings.site_name, supportEmail: settings.support_email };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A call-to-action button in the product's colours. */
export function buttonHtml(label: string, href: string): string {
  return `<p><a href="${escapeHtml(href)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/**
 * The product's email frame. Non-transactional emails pass `unsubscribeUrl`: the footer then
 * says why the email came and links to the one-click unsubscribe page.
 */
export function layout(
  brand: Brand,
  title: string,
  bodyHtml: string,
  options: { unsubscribeUrl?: string; preferencesUrl?: string } = {},
): string {
  const unsubscribe = options.unsubscribeUrl
    ? `<p style="font-size:12px;color:#6b7280">You receive this email because of your ${escapeHtml(brand.siteName)} email preferences. <a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#0f766e">Unsubscribe</a>${
        options.preferencesUrl
          ? ` · <a href="${escapeHtml(options.preferencesUrl)}" style="color:#0f766e">Email preferences</a>`
          : ''
      }</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-weight:700;color:#0f766e;font-size:18px;margin:0 0 16px">🐾 ${escapeHtml(brand.siteName)}</p>
<h1 style="color:#0f766e;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">${escapeHtml(brand.siteName)} · ${escapeHtml(brand.supportEmail)}</p>
${unsubscribe}
</body></html>`;
}

/** The plain-text footer matching layout(). */
export function textFooter(brand: Brand, options: { unsubscribeUrl?: string } = {}): string {
  return `\n\n--\n${brand.siteName} · ${brand.supportEmail}${
    options.unsubscribeUrl ? `\nUnsubscribe: ${options.unsubscribeUrl}` : ''
  }`;
}

export function welcomeEmail(
  brand: Brand,
  to: string,
  name: string,
  links: { appUrl: string; unsubscribeUrl?: string } = { appUrl: '' },
): OutgoingEmail {
  return {
    to,
    template: 'welcome',
    subject: `Welcome to ${brand.siteName}!`,
    html: layout(
      brand,
      `Welcome to ${brand.siteName}, ${name}!`,
      `<p>Your account is ready. Find trusted pet-care providers near you, or offer your services to pet parents.</p>
${links.appUrl ? buttonHtml(`Open ${brand.siteName}`, `${links.appUrl}/login`) : ''}`,
      links.unsubscribeUrl ? { unsubscribeUrl: links.unsubscribeUrl } : {},
    ),
    text: `Welcome to ${brand.siteName}, ${name}!\n\nYour account is ready.${
      links.appUrl ? `\n\nSign in: ${links.appUrl}/login` : ''
    }${textFooter(brand, links.unsubscribeUrl ? { unsubscribeUrl: links.unsubscribeUrl } : {})}`,
  };
}

export function passwordResetEmail(
  brand: Brand,
  to: string,
  name: string,
  link: string,
  ttlMinutes: number,
  token: string,
): OutgoingEmail {
  return {
    to,
    template: 'password_reset',
    // The outbox (which the super admin reads) shows the link without its token.
    secrets: [token],
    subject: `Reset your ${brand.siteName} password`,
    html: layout(
      brand,
      'Reset your password',
      `<p>Hi ${escapeHtml(name)},</p>
<p>We received a request to reset your password. This link works once and expires in ${ttlMinutes} minutes:</p>
${buttonHtml('Reset password', link)}
<p>If you did not ask for this, you can ignore this email.</p>`,
    ),
    text: `Hi ${name},\n\nReset your password with this link (works once, expires in ${ttlMinutes} minutes):\n${link}\n\nIf you did not ask for this, ignore this email.${textFooter(brand)}`,
  };
}

/** The link that confirms an address (at sign-up, and on request). Transactional: always sent. */
export function emailVerificationEmail(
  brand: Brand,
  to: string,
  name: string,
  link: string,
  ttlHours: number,
  token: string,
): OutgoingEmail {
  return {
    to,
    template: 'email_verification',
    // The outbox (which the super admin reads) shows the link without its token.
    secrets: [token],
    subject: `Verify your email for ${brand.siteName}`,
    html: layout(
      brand,
      'Verify your email',
      `<p>Hi ${escapeHtml(name)},</p>
<p>Please confirm that this is your email address. This link works once and expires in ${ttlHours} hours:</p>
${buttonHtml('Verify email', link)}
<p>Until you do, you can browse and set up your profile, but not post or respond to requests, send messages, pay or write reviews.</p>
<p>If you did not create an account, you can ignore this email.</p>`,
    ),
    text: `Hi ${name},\n\nVerify your email address with this link (works once, expires in ${ttlHours} hours):\n${link}\n\nUntil you do, you can browse and set up your profile, but not post or respond to requests, send messages, pay or write reviews.\n\nIf you did not create an account, ignore this email.${textFooter(brand)}`,
  };
}

/** A Contact Us message, to the support address (the inbox also lists it). */
export function contactReceivedEmail(
  brand: Brand,
  to: string,
  m: {
    name: string;
    email: string;
    phone: string | null;
    category: string;
    subject: string;
    message: string;
  },
): OutgoingEmail {
  return {
    to,
    template: 'contact_received',
    subject: `[Contact] ${m.subject}`,
    html: layout(
      brand,
      `New message: ${m.subject}`,
      `<p><strong>From:</strong> ${escapeHtml(m.name)} &lt;${escapeHtml(m.email)}&gt;${m.phone ? ` · ${escapeHtml(m.phone)}` : ''}</p>
<p><strong>Category:</strong> ${escapeHtml(m.category)}</p>
<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ),
    text: `From: ${m.name} <${m.email}>${m.phone ? ` (${m.phone})` : ''}\nCategory: ${m.category}\n\n${m.message}`,
  };
}

/** Support's answer to a Contact Us message, to its sender. */
export function contactReplyEmail(
  brand: Brand,
  to: string,
  name: string,
  subject: string,
  reply: string,
  original: string,
): OutgoingEmail {
  return {
    to,
    template: 'contact_reply',
    subject: `Re: ${subject}`,
    html: layout(
      brand,
      `Re: ${subject}`,
      `<p>Hi ${escapeHtml(name)},</p>
<p style="white-space:pre-wrap">${escapeHtml(reply)}</p>
<blockquote style="border-left:3px solid #e5e7eb;margin:16px 0;padding-left:12px;color:#6b7280;white-space:pre-wrap">${escapeHtml(original)}</blockquote>`,
    ),
    text: `Hi ${name},\n\n${reply}\n\n> ${original.replace(/\n/g, '\n> ')}${textFooter(brand)}`,
  };
}
