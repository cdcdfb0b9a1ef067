import { frozen } from './frozen';

/** The API's error codes (DESIGN section 5), each with its HTTP status. */
export const ERROR_CODES = [
  'validation',
  'auth',
  'permission',
  'not_found',
  'conflict',
  'rate_limited',
  'payment',
  'internal',
  /** Maintenance mode: the API refuses writes (issue 12, docs/admin.md). */
  'maintenance',
  /**
   * The account has not confirmed its email address and the action needs it (the
   * require_email_verification setting, docs/decisions/0027-email-verification.md).
   */
  'email_unverified',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  auth: 401,
  permission: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payment: 402,
  internal: 500,
  maintenance: 503,
  email_unverified: 403,
};

/**
 * Every API error body: { error: { code, message, details? } } (its schema, for the API's
 * documentation, is `apiErrorSchema` in api/schemas.ts). Checked by hand in `ApiError.fromBody`
 * so the web app's first load does not need zod for it.
 */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && ERROR_CODE_SET.has(code) && typeof message === 'string';
}

/** The generic messages by kind of failure (spec part 1, section 8). */
export const GENERIC_ERROR_MESSAGES = frozen({
  auth: 'Authentication failed. Please check your credentials.',
  network: 'Network error. Please check your connection.',
  permission: 'You do not have permission to perform this action.',
  rate: 'Too many attempts. Please wait before trying again.',
  validation: 'Please check your input and try again.',
  other: 'An unexpected error occurred. Please try again.',
  unknown: 'An unknown error occurred.',
});
export type ErrorKind = Exclude<keyof typeof GENERIC_ERROR_MESSAGES, 'unknown'>;

/** An error the API answered with: its message is product copy, fit to show as is. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(
    code: ErrorCode,
    message: string,
    options: { status?: number; details?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
  }

  /** From a parsed response body; null when the body is not an API error. */
  static fromBody(body: unknown, status?: number): ApiError | null {
    if (!isApiErrorBody(body)) return null;
    const { code, message, details } = body.error;
    return new ApiError(code, message, { status: status ?? ERROR_STATUS[code], details });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const KIND_BY_CODE: Record<ErrorCode, ErrorKind> = {
  validation: 'validation',
  auth: 'auth',
  permission: 'permission',
  not_found: 'other',
  conflict: 'other',
  rate_limited: 'rate',
  payment: 'other',
  internal: 'other',
  maintenance: 'other',
  email_unverified: 'permission',
};

/** Checked in this order: the first kind whose pattern the message matches wins. */
const KIND_PATTERNS: readonly (readonly [ErrorKind, RegExp])[] = [
  [
    'network',
    /network|failed to fetch|load failed|fetch failed|connection|timed? ?out|offline|econnrefused|aborted/i,
  ],
  ['rate', /\brate[ -]?limit|too many|\brate\b/i],
  ['permission', /permission|forbidden|not allowed|access denied|not authori[sz]ed/i],
  ['auth', /auth|credential|unauthori[sz]ed|log ?in|sign ?in|password|session|token|jwt/i],
  ['validation', /validat|invalid|required|must be|format/i],
];

/** The kind of failure a message describes, by its content. */
export function errorKindOf(message: string): ErrorKind {
  for (const [kind, pattern] of KIND_PATTERNS) if (pattern.test(message)) return kind;
  return 'other';
}

/**
 * What to tell the user about a failure. An API error's own message is product copy and is
 * shown as is (an API error with no message gets the generic message for its code); any
 * other Error gets the generic message for the kind its message describes; a value that is
 * not an Error gets 'An unknown error occurred.'
 */
export function messageForError(err: unknown): string {
  const api = err instanceof ApiError ? err : ApiError.fromBody(err);
  if (api) return api.message.trim() ? api.message : GENERIC_ERROR_MESSAGES[KIND_BY_CODE[api.code]];
  if (err instanceof Error) return GENERIC_ERROR_MESSAGES[errorKindOf(err.message)];
  return GENERIC_ERROR_MESSAGES.unknown;
}
