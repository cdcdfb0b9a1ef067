/**
 * Messaging's limits and copy, without zod: the web's messaging hooks (Send Message on a
 * provider's profile) read them, and that page loads no schema (messaging.ts re-exports them).
 */

export const MESSAGE_LIMITS = {
  bodyMax: 2000,
  /** Messages a page of history holds (older pages load backwards). */
  pageSize: 30,
  /** Sending: at most this many messages per user in the window (every instance agrees). */
  sendPerWindow: 20,
  sendWindowMs: 10_000,
  reasonMax: 1000,
  /** Messages of a reported conversation the admin queue shows (the newest). */
  reportMessages: 100,
} as const;

export const MESSAGING_MESSAGES = {
  notFound: 'Conversation not found',
  providerNotFound: 'Provider not found',
  requestNotFound: 'Service request not found',
  bodyRequired: 'Please enter a message',
  bodyTooLong: `Message must be at most ${MESSAGE_LIMITS.bodyMax} characters`,
  unsafe: 'Please check your input and try again.',
  clientKeyRequired: 'A message key is required',
  onlyParentsStart: 'Only pet parents can start a conversation with a provider',
  providerStartNeedsRequest:
    'Providers can message a pet parent only about a request in their categories',
  parentNeedsResponse: 'You can message a provider about a request once they have responded',
  cannotMessageSelf: 'You cannot message yourself',
  blocked: 'You cannot send messages in this conversation',
  youBlocked: 'You blocked this person. Unblock them to send messages.',
  inactive: 'This account is no longer active',
  rateLimited: 'You are sending messages too quickly. Please wait a moment.',
  sendFailed: 'Message not sent. Please try again.',
  photoSent: 'Sent a photo',
  photoFailed: 'Photo not sent. Please try again.',
  keyReused: 'This message key was already used for a different message',
  reasonRequired: 'Please tell us what is wrong',
  reasonTooLong: `Reason must be at most ${MESSAGE_LIMITS.reasonMax} characters`,
  reported: 'Thank you. Our team will review this conversation.',
  reportNotFound: 'Report not found',
  blockedDone: 'User blocked. Neither of you can send messages in this conversation.',
  unblockedDone: 'User unblocked',
  contactsHidden:
    'Phone numbers and email addresses are hidden until a response between you is accepted.',
  empty: 'No conversations yet',
  noMessages: 'No messages yet. Say hello!',
  suspendedMarker: 'This account is suspended',
  deactivatedMarker: 'This account is deactivated',
  deletedMarker: 'This account was deleted',
} as const;

export const PARTICIPANT_STATUSES = ['active', 'suspended', 'deactivated', 'deleted'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
