import type { FastifyRequest } from 'fastify';

/** The header a test sends to move "now" for the time-dependent rules (TEST_CLOCK only). */
export const TEST_NOW_HEADER = 'x-test-now';

/** A test clock's instant, or the real time when the clock is off or the value is no date. */
export function testClockInstant(enabled: boolean, given: unknown): Date {
  if (!enabled || typeof given !== 'string') return new Date();
  const at = new Date(given);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/**
 * "Now" for a request: the real time, or — only when TEST_CLOCK is on (test suites; the server
 * refuses it in production) — the instant in the request's X-Test-Now header. The rules that
 * depend on the time read it here, so a browser test can act "after the service" or "after the
 * plan's end" without moving the clock of a server other tests share: completion from a
 * service's scheduled time on, withdrawal before it, whether a plan is still active, and which
 * month's free request or response is used.
 */
export function requestNow(request: FastifyRequest): Date {
  return testClockInstant(request.server.ctx.env.TEST_CLOCK, request.headers[TEST_NOW_HEADER]);
}
