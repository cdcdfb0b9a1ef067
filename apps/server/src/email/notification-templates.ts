import type { NotificationType } from '@petmitra/core/marketplace/notifications';
import { SITE } from '@petmitra/core/settings';
import type { OutgoingEmail } from '../infra/mailer';
import { buttonHtml, escapeHtml, layout, textFooter } from './templates';

/** What every notification email knows: its reader, what happened, where to look. */
export interface NotificationEmailInput {
  to: string;
  name: string;
  type: NotificationType;
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
  action: string;
  /** A line after the message (the appointment's advice). */
  after?: string;
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
  },
};

const GENERIC: Shape = {
  template: 'notification',
  subject: (i) => i.title,
  intro: '',
  action: `Open ${SITE.siteName}`,
};

export function notificationEmail(input: NotificationEmailInput): OutgoingEmail {
  const shape = SHAPES[input.type] ?? GENERIC;
  const paragraphs = [shape.intro, input.message, shape.after ?? ''].filter(Boolean);
  return {
    to: input.to,
    template: shape.template,
    subject: shape.subject(input),
    html: layout(
      input.title,
      `<p>Hi ${escapeHtml(input.name)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${input.link ? buttonHtml(shape.action, input.link) : ''}`,
      { unsubscribeUrl: input.unsubscribeUrl, preferencesUrl: input.preferencesUrl },
    ),
    text: `Hi ${input.name},\n\n${paragraphs.join('\n\n')}${
      input.link ? `\n\n${shape.action}: ${input.link}` : ''
    }\n\nEmail preferences: ${input.preferencesUrl}${textFooter({ unsubscribeUrl: input.unsubscribeUrl })}`,
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
export function weeklyDigestEmail(input: DigestInput): OutgoingEmail {
  const link = `${input.appUrl}/notifications`;
  const lines = input.items.map((item) => `• ${item.title}: ${item.message}`);
  return {
    to: input.to,
    template: 'weeklyDigest',
    subject: `Your week on ${SITE.siteName}: ${input.items.length} ${
      input.items.length === 1 ? 'update' : 'updates'
    }`,
    html: layout(
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
    )}\n\nSee all notifications: ${link}${textFooter({ unsubscribeUrl: input.unsubscribeUrl })}`,
  };
}

/** The Test Emails tab's message. */
export function testEmail(to: string, name: string): OutgoingEmail {
  return {
    to,
    template: 'test',
    subject: `${SITE.siteName} test email`,
    html: layout(
      `Hello ${name}!`,
      `<p>This is a test email from ${escapeHtml(SITE.siteName)}. If you can read it, email delivery works.</p>`,
    ),
    text: `Hello ${name}!\n\nThis is a test email from ${SITE.siteName}. If you can read it, email delivery works.${textFooter()}`,
  };
}
