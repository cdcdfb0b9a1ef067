import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The path the router matched, for the /api checks. `request.url` is the raw request line,
 * which may be absolute-form (`POST http://host/api/...`): the router still routes it, so a
 * test on the raw text would let such a request skip every check below.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const raw = request.url;
  if (raw.startsWith('/')) return raw.split('?')[0] ?? raw;
  try {
    return new URL(raw).pathname;
  } catch {
    return raw;
  }
}

/** True for the JSON API (and its unknown paths), whatever form the request line took. */
export function isApiRequest(request: FastifyRequest): boolean {
  const routed = routedPath(request);
  return routed === '/api' || routed.startsWith('/api/');
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return '..'; // undecodable: treat as unsafe
  }
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
  await app.register(helmet, {
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

  // Personal answers (sessions, profiles, requests, files) must not stay in a shared or browser
  // cache: every API answer is no-store unless its route chose a policy (public photos do).
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isSafeRequestUrl(request.url) || !isSafeRequestUrl(safeDecode(request.url))) {
      return reply.status(400).send(errorBody('validation', REQUEST_CHECK_MESSAGES.badUrl));
    }
    if (!isApiRequest(request)) return;
    const config = request.routeOptions.config;
    if (requiresJsonBody(request.method)) {
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      const ok = config?.multipart
        ? type.startsWith('multipart/form-data')
        : type.startsWith('application/json');
      if (!ok) {
        return reply.status(415).send(errorBody('validation', REQUEST_CHECK_MESSAGES.contentType));
      }
      const length = Number(request.headers['content-length'] ?? 0);
      const limit = config?.multipart
        ? (config.upload?.maxBytes ?? LIMITS.uploadMaxBytes) + 64 * 1024
        : LIMITS.payloadMaxBytes;
      if (length > limit) {
        return reply
          .status(413)
          .send(
            errorBody(
              'validation',
              config?.upload?.tooLargeMessage ?? REQUEST_CHECK_MESSAGES.payloadTooLarge,
            ),
          );
      }
    }
    if (UNSAFE_METHODS.has(request.method) && !config?.skipCsrf && !app.csrf.verify(request)) {
      await app.ctx.security.record({
        type: 'csrf_rejected',
        ip: request.ip,
        details: { method: request.method, path: routedPath(request).slice(0, 200) },
      });
      return reply
        .status(403)
        .send(
          errorBody(
            'permission',
            'Your session security token is missing or invalid. Please refresh the page and try again.',
          ),
        );
    }
  });
});
