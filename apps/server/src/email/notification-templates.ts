import type { Role } from '@petmitra/core/auth/roles';
import type { NotificationType } from '@petmitra/core/marketplace/notifications';
import type { OutgoingEmail } from '../infra/mailer';
import { buttonHtml, escapeHtml, layout, textFooter, type Brand } from './templates';

/** What every notification email knows: its reader, what happened, where to look. */
export interface NotificationEmailInput {
  to: string;
  name: string;
  type: NotificationType;
  /** The reader's role: some templates speak to pet parents only. */
  role: Role;
  title: string;
  message: string;
  /** Absolute link to the page the notification is about. */
  link: string | null;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

interface Shape {
  template: string;
  subject: (input: NotificationEmailInput) => string;
  intro: string;
  action: string | ((brand: Brand) => string);
  /** A line after the message (the appointment's advice). */
  after?: string;
  /** The template speaks to this role only; others get the plain notification email. */
  onlyFor?: Role;
}

/**
 * The spec's templates (part 2, section 7): serviceRequest, serviceResponse,
 * appointmentConfirmation (arrive 10 minutes early) and reviewReminder; every other
 * notification type uses the plain notification email.
 */
const SHAPES: Partial<Record<NotificationType, Shape>> = {
  service_request_new: {
    template: 'serviceRequest',
    subject: (i) => `New service request: ${i.message.split(' for ')[0] ?? i.title}`,
    intro: 'A pet parent near you needs a service you offer.',
    action: 'View Request',
  },
  service_request_response: {
    template: 'serviceResponse',
    subject: () => 'A provider responded to your service request',
    intro: 'Good news: a provider has responded to your request.',
    action: 'View Responses',
  },
  service_request_accepted: {
    template: 'appointmentConfirmation',
    subject: () => 'Appointment confirmed',
    intro: 'Your appointment is confirmed.',
    action: 'View Appointment',
    after: 'Please arrive 10 minutes early.',
  },
  service_request_completed: {
    template: 'reviewReminder',
    subject: () => 'How did it go? Leave a review',
    intro: 'The service has been marked as completed.',
    action: 'View and Review',
    after: 'Your review helps other pet parents choose with confidence.',
    // The provider is told of the completion too, but has nothing to review.
    onlyFor: 'pet_parent',
  },
  payment_success: {
    template: 'paymentReceipt',
    subject: (i) => (i.title === 'Payment Successful' ? 'Your payment receipt' : i.title),
    intro: '',
    action: 'View Payment History',
    after: 'The invoice for this payment can be downloaded from your payment history.',
  },
  payment_failed: {
    template: 'paymentFailed',
    subject: () => 'Your payment did not go through',
    intro: '',
    action: 'View Payment History',
  },
  subscription_updated: {
    template: 'subscriptionUpdated',
    subject: (i) => i.title,
    intro: '',
    action: 'View Plans',
  },
  subscription_reminder: {
    template: 'subscriptionReminder',
    subject: () => 'Your plan ends soon',
    intro: '',
    action: 'Manage Subscription',
  },
};

const GENERIC: Shape = {
  template: 'notification',
  subject: (i) => i.title,
  intro: '',
  action: (brand) => `Open ${brand.siteName}`,
};

export function notificationEmail(brand: Brand, input: NotificationEmailInput): OutgoingEmail {
  const special = SHAPES[input.type];
  const shape = special && (!special.onlyFor || special.onlyFor === input.role) ? special : GENERIC;
  const action = typeof shape.action === 'string' ? shape.action : shape.action(brand);
  const paragraphs = [shape.intro, input.message, shape.after ?? ''].filter(Boolean);
  return {
    to: input.to,
    template: shape.template,
    subject: shape.subject(input),
    html: layout(
      brand,
      input.title,
      `<p>Hi ${escapeHtml(input.name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${input.link ? buttonHtml(action, input.link) : ''}`,
      { unsubscribeUrl: input.unsubscribeUrl, preferencesUrl: input.preferencesUrl },
    ),
    text: `Hi ${input.name},\n\n${paragraphs.join('\n\n')}${
      input.link ? `\n\n${action}: ${input.link}` : ''
    }\n\nEmail preferences: ${input.preferencesUrl}${textFooter(brand, { unsubscribeUrl: input.unsubscribeUrl })}`,
  };
}

export interface DigestInput {
  to: string;
  name: string;
  unread: number;
  items: { title: string; message: string; createdAt: Date }[];
  appUrl: string;
  unsubscribeUrl: string;
}

/** Monday's summary of the week's notifications. */
export function weeklyDigestEmail(brand: Brand, input: DigestInput): OutgoingEmail {
  const link = `${input.appUrl}/notifications`;
  const lines = input.items.map((item) => `• ${item.title}: ${item.message}`);
  return {
    to: input.to,
    template: 'weeklyDigest',
    subject: `Your week on ${brand.siteName}: ${input.items.length} ${
      input.items.length === 1 ? 'update' : 'updates'
    }`,
    html: layout(
      brand,
      'Your weekly digest',
      `<p>Hi ${escapeHtml(input.name)},</p>
<p>Here is what happened this week. You have ${input.unread} unread ${
        input.unread === 1 ? 'notification' : 'notifications'
      }.</p>
<ul>${input.items
        .map(
          (item) =>
            `<li><strong>${escapeHtml(item.title)}</strong>: ${escapeHtml(item.message)}</li>`,
        )
        .join('')}</ul>
${buttonHtml('See all notifications', link)}`,
      { unsubscribeUrl: input.unsubscribeUrl },
    ),
    text: `Hi ${input.name},\n\nHere is what happened this week. You have ${input.unread} unread.\n\n${lines.join(
      '\n',
    )}\n\nSee all notifications: ${link}${textFooter(brand, { unsubscribeUrl: input.unsubscribeUrl })}`,
  };
}

/** The Test Emails tab's message. */
export function testEmail(brand: Brand, to: string, name: string): OutgoingEmail {
  return {
    to,
    template: 'test',
    subject: `${brand.siteName} test email`,
    html: layout(
      brand,
      `Hello ${name}!`,
      `<p>This is a test email from ${escapeHtml(brand.siteName)}. If you can read it, email delivery works.</p>`,
    ),
    text: `Hello ${name}!\n\nThis is a test email from ${brand.siteName}. If you can read it, email delivery works.${textFooter(brand)}`,
  };
}
