/**
 * The benchmarks' HTTP client: Node's own (one socket per connection through `agent`), and a
 * pet parent registered the way the SPA does it (CSRF cookie echoed, session cookie kept).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export const PASSWORD = 'Bench#Mitra4Zq9x';

export interface User {
  email: string;
  cookie: string;
  csrf: string;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function request(
  agent: http.Agent,
  base: URL,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: url,
        agent,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    if (payload) req.write(payload);
    req.end();
  });
}

export function cookieFrom(headers: http.IncomingHttpHeaders, name: string): string | null {
  for (const line of headers['set-cookie'] ?? []) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Registers a pet parent the way the SPA does; answers its cookies and CSRF token. */
export async function register(agent: http.Agent, base: URL, index: number): Promise<User> {
  const session = await request(agent, base, 'GET', '/api/auth/session', {});
  const guestCsrf = cookieFrom(session.headers, 'pm_csrf')!;
  const email = `load-${index}-${randomBytes(4).toString('hex')}@example.com`;
  const reply = await request(
    agent,
    base,
    'POST',
    '/api/auth/register',
    { 'x-csrf-token': guestCsrf, cookie: `pm_csrf=${guestCsrf}`, origin: base.origin },
    {
      name: `Load User ${index}`,
      email,
      phone: '+919876043210',
      role: 'pet_parent',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  );
  if (reply.status !== 201) throw new Error(`register answered ${reply.status}: ${reply.body}`);
  const token = cookieFrom(reply.headers, 'pm_session')!;
  // Signing in issues a CSRF token bound to the new session.
  const csrf = cookieFrom(reply.headers, 'pm_csrf') ?? guestCsrf;
  return { email, csrf, cookie: `pm_session=${token}; pm_csrf=${csrf}` };
}

/** Runs `make(0..count-1)` with at most `limit` at a time; the results in order. */
export async function pool<T>(
  count: number,
  limit: number,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

/**
 * Opens one server-sent event stream with the user's cookie (its own socket) and calls
 * `onEvent(name, data)` for every frame with data; resolves, once the server answered 200, with
 * the function that closes it.
 */
export function openEventStream(
  base: URL,
  path: string,
  cookie: string,
  onEvent: (event: string | undefined, data: string) => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent: false,
        headers: { cookie, accept: 'text/event-stream', origin: base.origin },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              lines
                .find((line) => line.startsWith(`${name}:`))
                ?.slice(name.length + 1)
                .trim();
            const data = field('data');
            if (data) onEvent(field('event'), data);
          }
        });
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
  });
}
