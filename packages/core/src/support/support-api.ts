import { z } from 'zod';
import { defineOperation } from '../api/operation';
import {
  contactInputSchema,
  contactMessageSchema,
  feedbackEntrySchema,
  feedbackInputSchema,
  inboxQuerySchema,
  replyInputSchema,
  statusInputSchema,
} from './support';

const idParams = z.object({ id: z.guid() });
const page = { total: z.number(), page: z.number(), pageSize: z.number() };

/** Contact and feedback (anyone, limited per IP) and the super admin's inboxes. */
export const supportApi = {
  sendContact: defineOperation({
    method: 'POST',
    path: '/api/contact',
    tags: ['support'],
    summary: 'Send a message to support (stored, emailed to support)',
    body: contactInputSchema,
    reply: z.object({ ok: z.literal(true) }),
    status: 201,
  }),
  sendFeedback: defineOperation({
    method: 'POST',
    path: '/api/feedback',
    tags: ['support'],
    summary: 'Send feedback, signed in or as a guest',
    body: feedbackInputSchema,
    reply: z.object({ ok: z.literal(true) }),
    status: 201,
  }),
  contactInbox: defineOperation({
    method: 'GET',
    path: '/api/admin/contact-messages',
    tags: ['admin'],
    query: inboxQuerySchema,
    reply: z.object({ messages: z.array(contactMessageSchema), ...page }),
  }),
  setContactStatus: defineOperation({
    method: 'PATCH',
    path: '/api/admin/contact-messages/:id',
    tags: ['admin'],
    params: idParams,
    body: statusInputSchema,
    reply: z.object({ message: contactMessageSchema }),
  }),
  replyContact: defineOperation({
    method: 'POST',
    path: '/api/admin/contact-messages/:id/reply',
    tags: ['admin'],
    params: idParams,
    body: replyInputSchema,
    reply: z.object({ message: contactMessageSchema }),
  }),
  feedbackInbox: defineOperation({
    method: 'GET',
    path: '/api/admin/feedback',
    tags: ['admin'],
    query: inboxQuerySchema,
    reply: z.object({ entries: z.array(feedbackEntrySchema), ...page }),
  }),
  setFeedbackStatus: defineOperation({
    method: 'PATCH',
    path: '/api/admin/feedback/:id',
    tags: ['admin'],
    params: idParams,
    body: statusInputSchema,
    reply: z.object({ entry: feedbackEntrySchema }),
  }),
};
