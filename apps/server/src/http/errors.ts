import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, GENERIC_ERROR_MESSAGES, type ErrorCode } from '@petmitra/core/errors';
import { REQUEST_CHECK_MESSAGES } from '@petmitra/core/http/request-check';
import { errorForLog } from '../infra/logger';

/** A domain error: services throw these; one handler turns them into the DESIGN §5 shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly status: number = ERROR_STATUS[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('validation', message, fieldErrors ? { fieldErrors } : undefined);
export const authError = (message: string) => new AppError('auth', message);
export const permissionError = (message = GENERIC_ERROR_MESSAGES.permission) =>
  new AppError('permission', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const rateLimited = (message: string) => new AppError('rate_limited', message);
export const paymentRequired = (message: string, details?: unknown) =>
  new AppError('payment', message, details);

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Maps every thrown thing to the error shape; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String((issue.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') ?? '');
        (fieldErrors[field || '_'] ??= []).push(issue.message ?? GENERIC_ERROR_MESSAGES.validation);
      }
      const first = error.validation[0]?.message ?? GENERIC_ERROR_MESSAGES.validation;
      return reply.status(400).send(errorBody('validation', first, { fieldErrors }));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply
        .status(413)
        .send(errorBody('validation', REQUEST_CHECK_MESSAGES.payloadTooLarge));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.status(415).send(errorBody('validation', REQUEST_CHECK_MESSAGES.contentType));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody('rate_limited', GENERIC_ERROR_MESSAGES.rate));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('validation', GENERIC_ERROR_MESSAGES.validation));
    }
    request.log.error({ err: errorForLog(error) }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', GENERIC_ERROR_MESSAGES.other));
  });
}
