import { z } from 'zod';

/** The query of a signed link to a private file (`GET /api/files/:id`). */
export const signedLinkQuerySchema = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(128).optional(),
});
