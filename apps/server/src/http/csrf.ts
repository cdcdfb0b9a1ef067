import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../auth/cookies';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/foundation';

/**
 * Signed double-submit CSRF tokens bound to the session (OWASP's "signed double-submit
 * cookie"): `nonce.HMAC(key, nonce | session token)`. The page echoes the readable cookie in a
 * header, as before; now the token must also have been made by this server for the session
 * the request carries. A cookie planted from a sibling subdomain, a token from another
 * session or one from before signing in no longer passes. The key lives in server_secrets, so
 * every instance checks every other's tokens.
 */
export interface CsrfTokens {
  /** Sets a new token cookie for this session (null: signed out), and answers it. */
  issue(reply: FastifyReply, sessionToken: string | null, expires?: Date): string;
  /** The request's token if it is valid for `sessionToken`, else a new one (GET session). */
  ensure(request: FastifyRequest, reply: FastifyReply, sessionToken: string | null): string;
  /** A state-changing request's check: header equals cookie, signed for the session cookie. */
  verify(request: FastifyRequest): boolean;
}

/** The key that signs CSRF tokens: made by the first instance to start, then shared. */
export async function loadCsrfKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: 'csrf', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'csrf'));
  return Buffer.from(row!.value, 'base64url');
}

/** How many valid token and session pairs are remembered at most (then all are forgotten). */
const REMEMBERED_PAIRS = 10_000;

export function createCsrfTokens(key: Buffer, secure: boolean): CsrfTokens {
  // A KeyObject made once: a Buffer key is turned into one on every createHmac.
  const secret = createSecretKey(key);
  const sign = (nonce: string, sessionToken: string | null) =>
    createHmac('sha256', secret)
      .update(`${nonce}|${sessionToken ?? ''}`)
      .digest('base64url');

  const signedFor = (token: string, sessionToken: string | null): boolean => {
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    const expected = Buffer.from(sign(nonce, sessionToken));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  // A page sends the same token with every request of its session: a pair found valid is
  // remembered, so the HMAC is computed once per pair, not per request. Only valid pairs are
  // kept (a guess is always checked), and the check is a pure function of the pair and the key.
  const valid = new Set<string>();
  const validFor = (token: string | undefined, sessionToken: string | null): boolean => {
    if (!token || token.length > 200) return false;
    const pair = `${sessionToken ?? ''}|${token}`;
    if (valid.has(pair)) return true;
    if (!signedFor(token, sessionToken)) return false;
    if (valid.size >= REMEMBERED_PAIRS) valid.clear();
    valid.add(pair);
    return true;
  };

  const tokens: CsrfTokens = {
    issue(reply, sessionToken, expires) {
      const nonce = randomBytes(16).toString('base64url');
      const token = `${nonce}.${sign(nonce, sessionToken)}`;
      // Expires with the session it belongs to: a page left open past it fetches a new one.
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        httpOnly: false,
        sameSite: 'strict',
        secure,
        ...(expires ? { expires } : {}),
      });
      return token;
    },
    ensure(request, reply, sessionToken) {
      const existing = request.cookies[CSRF_COOKIE];
      if (existing && validFor(existing, sessionToken)) return existing;
      return tokens.issue(reply, sessionToken);
    },
    verify(request) {
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || cookie.length !== header.length) return false;
      if (!timingSafeEqual(Buffer.from(cookie), Buffer.from(header))) return false;
      return validFor(cookie, request.cookies[SESSION_COOKIE] ?? null);
    },
  };
  return tokens;
}
