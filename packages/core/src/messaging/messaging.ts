import { z } from 'zod';
import { safeText } from '../support/support';
import { REQUEST_SERVICE_NAMES } from '../marketplace/requests';
import { MESSAGE_LIMITS, MESSAGING_MESSAGES, PARTICIPANT_STATUSES } from './messaging-copy';

/**
 * Conversations between a pet parent and a provider (issue 15): one per pair about a request
 * (every responding provider), and one general one per pair (Send Message on the profile,
 * optionally naming a service). Messages are text or a photo; contact details are masked until a
 * response between the two is accepted (masking.ts).
 */

export {
  MESSAGE_LIMITS,
  MESSAGING_MESSAGES,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
} from './messaging-copy';

/** The text of a message: required, at most 2,000 characters, refused when it holds markup. */
export const messageBodySchema = safeText(
  MESSAGING_MESSAGES.bodyRequired,
  MESSAGE_LIMITS.bodyMax,
  MESSAGING_MESSAGES.bodyTooLong,
);

/**
 * Made by the client once per message and sent again on every retry: the server stores the
 * message once per sender and key, and answers a retry with the stored message.
 */
const clientKeySchema = z
  .string({ error: MESSAGING_MESSAGES.clientKeyRequired })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, MESSAGING_MESSAGES.clientKeyRequired);

export const sendMessageSchema = z.object({
  body: messageBodySchema,
  clientKey: clientKeySchema,
});

/** A photo message: the picture is the multipart body, its key in the query. */
export const sendPhotoQuerySchema = z.object({ clientKey: clientKeySchema });
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** Open (or reopen) a conversation: a parent names the provider; a provider names a request. */
export const startConversationSchema = z.object({
  providerId: z.guid().optional(),
  requestId: z.guid().optional(),
  serviceId: z.guid().optional(),
});
export type StartConversationInput = z.output<typeof startConversationSchema>;

export const historyQuerySchema = z.object({
  /** Messages before this sequence number (the oldest one shown); none: the newest page. */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_LIMITS.pageSize),
});

export const reportSchema = z.object({
  reason: safeText(
    MESSAGING_MESSAGES.reasonRequired,
    MESSAGE_LIMITS.reasonMax,
    MESSAGING_MESSAGES.reasonTooLong,
  ),
});

export const chatMessageSchema = z.object({
  id: z.guid(),
  conversationId: z.guid(),
  /** Order within the conversation (and the cursor of older pages). */
  seq: z.number().int(),
  senderId: z.guid(),
  /** As the viewer may see it: contact details masked until a response is accepted. */
  body: z.string(),
  masked: z.boolean(),
  /** A photo message's picture (GET /api/files/:id, for the two people only); body is empty. */
  photoId: z.guid().nullable(),
  clientKey: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const participantSchema = z.object({
  id: z.guid(),
  name: z.string(),
  profilePic: z.string().nullable(),
  role: z.enum(['pet_parent', 'service_provider']),
  status: z.enum(PARTICIPANT_STATUSES),
});
export type Participant = z.infer<typeof participantSchema>;

export const conversationSchema = z.object({
  id: z.guid(),
  /** The other person, as the viewer sees them. */
  other: participantSchema,
  request: z.object({ id: z.guid(), serviceName: z.enum(REQUEST_SERVICE_NAMES) }).nullable(),
  service: z.object({ id: z.guid(), name: z.string() }).nullable(),
  lastMessage: z.object({ body: z.string(), senderId: z.guid(), createdAt: z.string() }).nullable(),
  lastActivityAt: z.string(),
  unread: z.number().int(),
  /** The other side's last read message (read receipts on the viewer's messages). */
  otherReadSeq: z.number().int(),
  /** A response between the two is accepted: contact details are shown. */
  contactsShared: z.boolean(),
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
  /** The viewer may send (neither blocked, the other account active). */
  canSend: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const reportStatusSchema = z.enum(['open', 'resolved']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const messageReportSchema = z.object({
  id: z.guid(),
  reason: z.string(),
  status: reportStatusSchema,
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  reporter: z.object({ id: z.guid(), name: z.string() }),
  conversationId: z.guid(),
  parent: z.object({ id: z.guid(), name: z.string(), email: z.string() }),
  provider: z.object({ id: z.guid(), name: z.string(), email: z.string() }),
  /** The conversation as stored (unmasked), oldest first. */
  messages: z.array(
    z.object({ id: z.guid(), senderId: z.guid(), body: z.string(), createdAt: z.string() }),
  ),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
