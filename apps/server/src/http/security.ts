import type { ServerResponse } from 'node:http';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { LIMITS } from '@petmitra/core/constants';
import {
  isSafeRequestUrl,
  REQUEST_CHECK_MESSAGES,
  requiresJsonBody,
} from '@petmitra/core/http/request-check';
import { createCsrfTokens, loadCsrfKey, type CsrfTokens } from './csrf';
import type { Env } from '../env';
import { errorBody } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session-bound CSRF tokens (http/csrf.ts). */
    csrf: CsrfTokens;
  }
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (uploads) instead of JSON. */
    multipart?: boolean;
    /**
     * A multipart route's own size limit (image search takes 10 MB, not the 5 MB of uploads),
     * with the message a larger body is refused with.
     */
    upload?: { maxBytes: number; tooLargeMessage: string };
    /** The route is exempt from the CSRF check (signed webhooks). */
    skipCsrf?: boolean;
  }
}

/** What every hook asks about the request's route, worked out once per request. */
interface RouteFacts {
  /** The path the router matched (the pattern), else the request's path. */
  path: string;
  /** The JSON API (and its unknown paths). */
  api: boolean;
  config: FastifyContextConfig | undefined;
}

const ROUTE_FACTS = Symbol('petmitra.routeFacts');
type WithFacts = FastifyRequest & { [ROUTE_FACTS]?: RouteFacts };

/**
 * The route's path, /api-ness and config, read once per request: `request.routeOptions` builds
 * a new object on every read, and four hooks ask.
 */
function routeFacts(request: FastifyRequest): RouteFacts {
  const memo = (request as WithFacts)[ROUTE_FACTS];
  if (memo) return memo;
  const options = request.routeOptions;
  const path = options.url || rawPath(request.url);
  const facts: RouteFacts = {
    path,
    api: path === '/api' || path.startsWith('/api/'),
    config: options.config,
  };
  (request as WithFacts)[ROUTE_FACTS] = facts;
  return facts;
}

function rawPath(raw: string): string {
  if (raw.startsWith('/')) {
    const query = raw.indexOf('?');
    return query === -1 ? raw : raw.slice(0, query);
  }
  try {
    return new URL(raw).pathname;
  } catch {
    return raw;
  }
}

/**
 * The path the router matched, for the /api checks. `request.url` is the raw request line,
 * which may be absolute-form (`POST http://host/api/...`): the router still routes it, so a
 * test on the raw text would let such a request skip every check below.
 */
export function routedPath(request: FastifyRequest): string {
  return routeFacts(request).path;
}

/** True for the JSON API (and its unknown paths), whatever form the request line took. */
export function isApiRequest(request: FastifyRequest): boolean {
  return routeFacts(request).api;
}

/** The route's config (FastifyContextConfig), read once per request. */
export function routeConfig(request: FastifyRequest): FastifyContextConfig | undefined {
  return routeFacts(request).config;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return '..'; // undecodable: treat as unsafe
  }
}

/** The URL check, on the raw text and once decoded (a URL without '%' decodes to itself). */
function isSafeUrl(url: string): boolean {
  if (!isSafeRequestUrl(url)) return false;
  return !url.includes('%') || isSafeRequestUrl(safeDecode(url));
}

/**
 * Helmet's headers, worked out once. They depend on the configuration only (no per-request
 * nonces), so running helmet's middleware per request, as @fastify/helmet does (it rebuilds and
 * re-parses the whole policy every time), repeats the same work for the same answer.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let failure: unknown = null;
  helmet(options)(
    { headers: {}, method: 'GET', url: '/' } as never,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error ?? null;
    },
  );
  if (failure) throw failure;
  return [...headers];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function tileOrigin(tileUrl: string): string[] {
  try {
    const url = new URL(tileUrl.replace('{s}.', 'a.'));
    const host = tileUrl.includes('{s}.') ? `*.${url.host.slice(2)}` : url.host;
    return [`${url.protocol}//${host}`];
  } catch {
    return [];
  }
}

/**
 * Live Razorpay (keys set) opens its checkout in the page: checkout.js from its script host,
 * the payment form in a frame, and calls back to its API. The sandbox needs none of this.
 */
function razorpaySources(env: Env) {
  if (!env.RAZORPAY_KEY_ID) return { script: [], frame: [], connect: [], img: [] };
  return {
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://*.razorpay.com'],
    img: ['https://*.razorpay.com'],
  };
}

/** Ensures the readable CSRF cookie holds a token valid for the request's session. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  return request.server.csrf.ensure(request, reply, request.sessionToken);
}

/**
 * Helmet with a strict CSP (no inline scripts) and HSTS; the spec's request checks (URL, JSON
 * content type, payload size) and the session-bound CSRF check on every state-changing call.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;
  const razorpay = razorpaySources(env);
  app.decorate('csrf', createCsrfTokens(await loadCsrfKey(app.ctx.db), env.isProduction));
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...tileOrigin(env.MAP_TILE_URL),
          // Public photos served from a CDN or the bucket (S3_PUBLIC_URL).
          ...(env.s3?.publicUrl ? [new URL(env.s3.publicUrl).origin] : []),
          ...razorpay.img,
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...razorpay.connect],
        frameSrc: ["'self'", ...razorpay.frame],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(env.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });

  const csrfRefused = errorBody(
    'permission',
    'Your session security token is missing or invalid. Please refresh the page and try again.',
  );

  // One hook for every request (one call instead of helmet's two and ours, and no promise on
  // the common path): helmet's headers, the URL, content type and size checks, the CSRF check.
  app.addHook('onRequest', (request, reply, done: HookHandlerDoneFunction) => {
    // On the raw response, as helmet sets them: a hijacked reply (the live stream) keeps them.
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    const facts = routeFacts(request);
    // Personal answers (sessions, profiles, requests, files) must not stay in a shared or
    // browser cache: every API answer is no-store unless its route chooses a policy (public
    // photos do), which it sets later and so replaces this one.
    if (facts.api) reply.header('cache-control', 'no-store');
    if (!isSafeUrl(request.url)) {
      // An answer from a hook ends the chain: done() is not called (Fastify's hooks docs).
      reply.status(400).send(errorBody('validation', REQUEST_CHECK_MESSAGES.badUrl));
      return;
    }
    if (!facts.api) return done();
    const config = facts.config;
    const method = request.method;
    if (requiresJsonBody(method)) {
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      const ok = config?.multipart
        ? type.startsWith('multipart/form-data')
        : type.startsWith('application/json');
      if (!ok) {
        reply.status(415).send(errorBody('validation', REQUEST_CHECK_MESSAGES.contentType));
        return;
      }
      const length = Number(request.headers['content-length'] ?? 0);
      const limit = config?.multipart
        ? (config.upload?.maxBytes ?? LIMITS.uploadMaxBytes) + 64 * 1024
        : LIMITS.payloadMaxBytes;
      if (length > limit) {
        reply
          .status(413)
          .send(
            errorBody(
              'validation',
              config?.upload?.tooLargeMessage ?? REQUEST_CHECK_MESSAGES.payloadTooLarge,
            ),
          );
        return;
      }
    }
    if (UNSAFE_METHODS.has(method) && !config?.skipCsrf && !app.csrf.verify(request)) {
      app.ctx.security
        .record({
          type: 'csrf_rejected',
          ip: request.ip,
          details: { method, path: facts.path.slice(0, 200) },
        })
        .then(
          () => reply.status(403).send(csrfRefused),
          (error: unknown) => done(error as Error),
        );
      return;
    }
    done();
  });
});
