import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port; answers the base URL. */
export async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** An EventSource-like reader over fetch: collects parsed frames until closed. */
export async function openStream(base: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live`, {
    headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const frames: { id: string; event: string; data: unknown }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.event && fields.id && fields.data) {
            frames.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    frames,
    async waitFor(n: number, timeoutMs = 5000) {
      const start = Date.now();
      while (frames.length < n) {
        if (Date.now() - start > timeoutMs) throw new Error(`got ${frames.length} of ${n} events`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

export const cookieOf = (client: { cookies: Map<string, string> }) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
