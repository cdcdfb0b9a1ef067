import { ApiError } from '@petmitra/core/errors';

/**
 * The one way the web app talks to the API: same-origin cookies, the double-submit CSRF
 * header on every state-changing call, JSON bodies, and API errors thrown as core's ApiError
 * (whose message is product copy, fit to show as is).
 */

const CSRF_COOKIE = 'pm_csrf';
const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
export const BACKGROUND_HEADER = 'x-petmitra-background';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

// The API issues the CSRF cookie on GET /api/auth/session; ask for it once if a state-changing
// call comes before the session probe has answered.
let csrfPromise: Promise<void> | null = null;
async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  csrfPromise ??= fetch('/api/auth/session', { credentials: 'same-origin' })
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

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
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

function statusCode(status: number): ApiError['code'] {
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'validation';
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 402) return 'payment';
  return 'internal';
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  upload: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, formData }),
};
