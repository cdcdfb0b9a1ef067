import { z } from 'zod';

/**
 * `:id` path params. Not checked as UUIDs here: a malformed id answers 404 like a missing one
 * (services test it with isUuid), never a validation error that tells ids apart.
 */
export const idParamsSchema = z.object({ id: z.string().max(64) });

/** `?page=&pageSize=` of every paginated list (spec page size 20). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
