import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import {
  chatMessageSchema,
  conversationSchema,
  historyQuerySchema,
  messageReportSchema,
  reportSchema,
  reportStatusSchema,
  sendMessageSchema,
  startConversationSchema,
} from './messaging';

const conversationReply = z.object({ conversation: conversationSchema });

/** Conversations between pet parents and providers, and the admin's reports queue. */
export const messagingApi = {
  start: defineOperation({
    method: 'POST',
    path: '/api/conversations',
    tags: ['messaging'],
    summary:
      'Opens (201) or reopens (200) the conversation with a provider, or with the parent of a request',
    body: startConversationSchema,
    status: 201,
    altStatus: 200,
    reply: conversationReply,
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/conversations',
    tags: ['messaging'],
    summary: 'The inbox: conversations, newest activity first, with unread counts',
    reply: z.object({ conversations: z.array(conversationSchema), unread: z.number().int() }),
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/conversations/:id',
    tags: ['messaging'],
    summary: 'One conversation of the signed-in user',
    params: idParamsSchema,
    reply: conversationReply,
  }),
  history: defineOperation({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    tags: ['messaging'],
    summary: 'Messages, oldest first, the newest page or the one before a sequence number',
    params: idParamsSchema,
    query: historyQuerySchema,
    reply: z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() }),
  }),
  send: defineOperation({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    tags: ['messaging'],
    summary: 'Sends a message (stored once per client key: a retry answers the stored one)',
    params: idParamsSchema,
    body: sendMessageSchema,
    status: 201,
    altStatus: 200,
    reply: z.object({ message: chatMessageSchema }),
  }),
  read: defineOperation({
    method: 'POST',
    path: '/api/conversations/:id/read',
    tags: ['messaging'],
    summary: 'Marks the conversation read up to its newest message (a read receipt)',
    params: idParamsSchema,
    reply: z.object({ readSeq: z.number().int(), unread: z.number().int() }),
  }),
  unread: defineOperation({
    method: 'GET',
    path: '/api/messages/unread',
    tags: ['messaging'],
    summary: 'Unread messages across the user’s conversations (the header badge)',
    reply: z.object({ unread: z.number().int() }),
  }),
  block: defineOperation({
    method: 'PUT',
    path: '/api/conversations/:id/block',
    tags: ['messaging'],
    summary: 'Blocks the other person: no more messages either way',
    params: idParamsSchema,
    reply: conversationReply,
  }),
  unblock: defineOperation({
    method: 'DELETE',
    path: '/api/conversations/:id/block',
    tags: ['messaging'],
    summary: 'Lifts the viewer’s block on the other person',
    params: idParamsSchema,
    reply: conversationReply,
  }),
  report: defineOperation({
    method: 'POST',
    path: '/api/conversations/:id/reports',
    tags: ['messaging'],
    summary: 'Reports the conversation to the admins (with its messages)',
    params: idParamsSchema,
    body: reportSchema,
    status: 201,
    reply: z.object({ reportId: z.guid() }),
  }),
  reports: defineOperation({
    method: 'GET',
    path: '/api/admin/message-reports',
    tags: ['messaging', 'admin'],
    summary: 'Reported conversations with their messages (super admin)',
    query: z.object({ status: reportStatusSchema.default('open') }),
    reply: z.object({ reports: z.array(messageReportSchema) }),
  }),
  resolveReport: defineOperation({
    method: 'POST',
    path: '/api/admin/message-reports/:id/resolve',
    tags: ['messaging', 'admin'],
    summary: 'Marks a report reviewed (super admin)',
    params: idParamsSchema,
    reply: z.object({ report: messageReportSchema }),
  }),
};
