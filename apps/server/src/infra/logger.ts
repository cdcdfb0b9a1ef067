import { pino, type Logger } from 'pino';

/** The first line of a message, cut before the values a failed query carries. */
function messageOnly(message: unknown): string {
  const text = typeof message === 'string' ? message : '';
  return (text.split('\n')[0] ?? '').replace(/\bparams:.*$/s, '').slice(0, 300);
}

/**
 * What the log may keep of an unexpected error: its type, code and first message line, the
 * same of its cause, and the stack frames without the message. Never a failed query's
 * parameters (Drizzle puts them in the message: password hashes, emails, phones), nor the
 * `detail` PostgreSQL adds to a constraint error (it names the values).
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) {
    // Already made safe (the error handler calls this before the logger's serializer does).
    if (typeof error === 'object' && error !== null && 'type' in error && 'stack' in error) {
      return error as Record<string, unknown>;
    }
    return { type: typeof error };
  }
  const code = (error as { code?: unknown }).code;
  const isQuery = error.message.startsWith('Failed query');
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15)
    .join('\n');
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: isQuery ? 'Failed query' : messageOnly(error.message),
    ...(isQuery ? { query: messageOnly((error as { query?: unknown }).query) } : {}),
    stack: frames,
    ...(error.cause && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

/**
 * The request as the log shows it: method and path, never the query string (tokens, search
 * terms, signed links) or headers (cookies).
 */
const requestLogSerializers = {
  req(request: { method?: string; url?: string; ip?: string; id?: string }) {
    return {
      method: request.method,
      url: (request.url ?? '').split('?')[0],
      remoteAddress: request.ip,
    };
  },
};

/**
 * The process logger: errors through errorForLog and requests without their query strings,
 * whoever logs them (request handlers, jobs, stores).
 */
export function createLogger(level: string): Logger {
  return pino({ level, serializers: { err: errorForLog, ...requestLogSerializers } });
}
