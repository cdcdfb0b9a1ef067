import { BACKGROUND_HEADER, CSRF_COOKIE, CSRF_HEADER } from '@petmitra/core/api/http';
import { authApi } from '@petmitra/core/auth/auth-api';
import {
  pathFor,
  type HttpMethod,
  queryString,
  type BodyIn,
  type OperationDef,
  type ParamsIn,
  type QueryIn,
  type ReplyOf,
} from '@petmitra/core/api/operation';
import { ApiError, ERROR_STATUS, type ErrorCode } from '@petmitra/core/errors';

/**
 * The one way the web app talks to the API: same-origin cookies, the double-submit CSRF
 * header on every state-changing call, JSON bodies, and API errors thrown as core's ApiError
 * (whose message is product copy, fit to show as is).
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions {
  /** JSON-serialised; POST/PUT/PATCH send `{}` when omitted (the API requires a JSON body). */
  body?: unknown;
  /** Multipart upload instead of JSON (the browser sets the boundary). */
  formData?: FormData;
  signal?: AbortSignal;
  /** Do not announce a 401 to the session-expiry listeners (used by the session probe itself). */
  quietAuth?: boolean;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Let the request finish even if the page is left (sign-out). */
  keepalive?: boolean;
}

/**
 * Marks a request the app makes on its own (the periodic admin session check), so the server
 * can leave the session's idle clock alone: only what the user does keeps an admin signed in.
 */
export { BACKGROUND_HEADER };

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

// The API issues the CSRF cookie with the session probe; ask for it once if a state-changing
// call comes before the probe has answered.
let csrfPromise: Promise<void> | null = null;
async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  csrfPromise ??= fetch(authApi.session.path, { credentials: 'same-origin' })
    // Read to the end: an unread body keeps the request open (and the page never idle).
    .then((response) => response.arrayBuffer())
    .then(() => undefined)
    .finally(() => {
      csrfPromise = null;
    });
  await csrfPromise;
  return readCookie(CSRF_COOKIE);
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when any API call answers 401 (for example an admin session that went idle). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  if (UNSAFE_METHODS.has(method)) {
    const token = await ensureCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }

  const response = await fetch(path, {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
    keepalive: options.keepalive ?? false,
  });

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;

  if (!response.ok) {
    const error =
      ApiError.fromBody(data, response.status) ??
      new ApiError(statusCode(response.status), '', { status: response.status });
    if (response.status === 401 && !options.quietAuth) {
      for (const listener of unauthorizedListeners) listener(error);
    }
    throw error;
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// The first code listed for a status wins (403 is `permission`, not `email_unverified`).
const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS)
    .reverse()
    .map(([code, status]) => [status, code as ErrorCode]),
);

/** The error code of a failed answer that carried no error body (a proxy's page, say). */
function statusCode(status: number): ErrorCode {
  if (status === 413 || status === 415 || status === 422) return 'validation';
  return CODE_BY_STATUS.get(status) ?? 'internal';
}

type Field<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : undefined extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What `call()` needs for one operation: its params, query and body as the contract says. */
export type CallInput<Op extends OperationDef> = Field<'params', ParamsIn<Op>> &
  Field<'query', QueryIn<Op>> &
  (Op extends { multipart: true }
    ? { formData: FormData; body?: never }
    : Field<'body', BodyIn<Op>>) &
  Omit<RequestOptions, 'body' | 'formData'>;

/**
 * Calls one API operation of `@petmitra/core`'s contracts: the URL from its path and params, the
 * query string, a JSON body (or the upload's form data), and the reply typed as the contract
 * says. The reply is not re-validated in the browser: the server serialised it from the same
 * schema.
 */
export function call<const Op extends OperationDef>(
  operation: Op,
  ...[input]: Record<never, never> extends CallInput<Op>
    ? [input?: CallInput<Op>]
    : [input: CallInput<Op>]
): Promise<ReplyOf<Op>> {
  const { params, query, body, formData, ...options } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    formData?: FormData;
  } & RequestOptions;
  return request<ReplyOf<Op>>(operation.method, apiUrl(operation, { params, query }), {
    ...options,
    ...(formData ? { formData } : { body }),
  });
}

/**
 * The URL `call()` asks for one operation: its path with the params put in, and the query
 * string. The server renders a page from the same URLs (src/prerender/server-pages.ts).
 */
export function apiUrl(
  operation: OperationDef,
  input: {
    params?: Record<string, unknown> | undefined;
    query?: Record<string, unknown> | undefined;
  },
): string {
  return pathFor(operation.path, input.params) + queryString(input.query);
}
