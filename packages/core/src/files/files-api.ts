import { z } from 'zod';
import { defineOperation } from '../api/operation';
import { idParamsSchema } from '../api/schemas';
import { signedLinkQuerySchema } from './files';

/**
 * Private files (invoices, verification documents, exports, message attachments): their bytes,
 * for a session that may read the file or for a signed link, and such a link.
 */
export const filesApi = {
  download: defineOperation({
    method: 'GET',
    path: '/api/files/:id',
    tags: ['files'],
    summary:
      'The bytes of a private file (as an attachment): for a session that may read it, or with the expires and signature of a signed link',
    params: idParamsSchema,
    query: signedLinkQuerySchema,
    // Not JSON: the file itself, with its own content type.
    reply: z.any(),
  }),
  link: defineOperation({
    method: 'GET',
    path: '/api/files/:id/link',
    tags: ['files'],
    summary: 'A link to a private file that works without a session for a few minutes',
    params: idParamsSchema,
    reply: z.object({ url: z.string(), expiresAt: z.string() }),
  }),
};
