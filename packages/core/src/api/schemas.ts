import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody } from '../errors';

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

/** Every API error body (errors.ts checks it by hand in `ApiError.fromBody`). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
