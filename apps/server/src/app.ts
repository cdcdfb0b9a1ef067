import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { LIMITS } from '@petmitra/core/constants';
import { REQUEST_CHECK_MESSAGES } from '@petmitra/core/http/request-check';
import { SITE } from '@petmitra/core/settings';
import { authPlugin } from './auth/plugin';
import type { AppContext } from './context';
import { registerBackgroundWork } from './background';
import { compressionPlugin } from './http/compression';
import { errorBody, registerErrorHandler } from './http/errors';
import { queryPriorityPlugin } from './http/query-priority';
import { createReplySerializerCompiler } from './http/serializer';
import { isApiRequest, securityPlugin } from './http/security';
import { adminRoutes } from './modules/admin/routes';
import { supportRoutes } from './modules/support/routes';
import { accountRoutes } from './modules/account/routes';
import { trustRoutes } from './modules/trust/routes';
import { locationRoutes } from './modules/location/routes';
import { authRoutes } from './modules/auth/routes';
import { configRoutes } from './modules/config/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { fileRoutes, publicFileRoutes } from './modules/files/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { petRoutes } from './modules/pets/routes';
import { liveRoutes } from './modules/live/routes';
import { providerRoutes } from './modules/providers/routes';
import { requestRoutes } from './modules/requests/routes';
import { responseRoutes } from './modules/responses/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { searchRoutes } from './modules/search/routes';
import { imageSearchRoutes } from './modules/image-search/routes';
import { serviceRoutes } from './modules/services/routes';
import { maintenancePlugin, settingsRoutes } from './modules/settings/routes';
import { profileRoutes } from './modules/users/routes';
import { paymentRoutes } from './modules/payments/routes';
import { messagingRoutes } from './modules/messaging/routes';
import { defaultWebDist } from './paths';
import { loadServerRenderer, registerServerRenderedPages } from './web/server-rendering';

export interface BuildOptions {
  /** The process logger (pino); tests run without one. */
  loggerInstance?: FastifyBaseLogger;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
}

/**
 * Hashed build output never changes under its name: cache it for a year. Everything else (the
 * HTML shell, sw.js, the favicon) must be revalidated so a deploy is seen at once.
 */
export function webCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The public pages the web build prerendered (apps/web/scripts/prerender.mjs): path → file under
 * the web dist. `prerendered/index.html` is `/`, `prerendered/faq.html` is `/faq`. Every other
 * path keeps the client-rendered shell (docs/decisions/0029-prerendered-public-pages.md).
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const page = name.slice(0, -'.html'.length);
    pages.set(page === 'index' ? '/' : `/${page}`, `prerendered/${name}`);
  }
  return pages;
}

/** Builds the app: plugins first, then the API modules, then static files. Does not listen. */
export async function buildApp(
  ctx: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    bodyLimit: LIMITS.payloadMaxBytes,
    // Only the proxies named in TRUST_PROXY may set the client address (X-Forwarded-For).
    trustProxy: ctx.env.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (an undecodable path such as /api/%ff) in our error shape.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send(errorBody('validation', REQUEST_CHECK_MESSAGES.badUrl));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Replies through serialisers compiled from the contracts; outside production each is checked
  // against zod's encoding of the same reply (http/serializer.ts).
  app.setSerializerCompiler(createReplySerializerCompiler({ verify: !ctx.env.isProduction }));
  app.decorate('ctx', ctx);
  registerErrorHandler(app);

  await app.register(queryPriorityPlugin);
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1 } });
  await app.register(rateLimit, {
    global: false,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: `${ctx.env.REDIS_PREFIX}rl:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('rate_limited', 'Too many attempts. Please wait before trying again.'),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${SITE.siteName} API`, version: '1.0.0' },
      servers: [{ url: ctx.env.appUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(authPlugin);
  await app.register(maintenancePlugin);

  // Every module's routes come from @petmitra/core's contracts, which carry full /api paths.
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  // The marketplace loop (issue 3).
  await app.register(petRoutes);
  await app.register(serviceRoutes);
  await app.register(requestRoutes);
  await app.register(responseRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationRoutes);
  // Discovery and trust (issue 4).
  await app.register(searchRoutes);
  await app.register(imageSearchRoutes);
  await app.register(geoRoutes);
  await app.register(providerRoutes);
  await app.register(favoriteRoutes);
  await app.register(reviewRoutes);
  // Money (issue 10): plans, checkout, history, invoices, refunds, webhooks, the sandbox gateway.
  await app.register(paymentRoutes);
  // The rest of the site (issue 14).
  await app.register(supportRoutes);
  await app.register(accountRoutes);
  await app.register(locationRoutes);
  await app.register(messagingRoutes);
  // Trust (issue 13): provider verification.
  await app.register(trustRoutes);
  // The live stream (Server-Sent Events, not a JSON operation: no contract, not in the docs).
  await app.register(liveRoutes);
  // Files: private files (contracts) and public photos at /uploads/ (docs/files.md).
  await app.register(fileRoutes);
  await app.register(publicFileRoutes);

  const webDist = ctx.env.WEB_DIST ? path.resolve(ctx.env.WEB_DIST) : defaultWebDist;
  const serveWeb = (options.serveWeb ?? true) && existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/scripts/precompress.mjs);
      // the variant the browser accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      // @fastify/static's own max-age=0 would let caches serve a stale shell; webCacheControl
      // decides per file.
      cacheControl: false,
      setHeaders: (res, filePath) => res.header('cache-control', webCacheControl(filePath)),
    });
    // A prerendered public page (its markup in the HTML, hydrated by the client) for exactly its
    // path, with the shell's headers (no-cache, the precompressed variant); HEAD answers too.
    // The router also matches '/faq/': that spelling keeps the shell (the page hydrates only
    // on the path it was rendered for, apps/web/src/prerender/hydrate.ts).
    for (const [url, file] of prerenderedPages(webDist)) {
      app.get(url, (request, reply) =>
        reply.sendFile(request.url.split('?')[0] === url ? file : 'index.html', webDist),
      );
    }
    // The directory's search and the provider profiles, rendered on each request with their
    // data when the web's server build is there (web/server-rendering.ts).
    const renderer = await loadServerRenderer(webDist);
    if (renderer) {
      registerServerRenderedPages(app, renderer, (reply) => reply.sendFile('index.html', webDist));
    }
  }

  // Consumers and scheduled jobs; workers poll only where JOB_WORKERS is on (tests drain).
  registerBackgroundWork(ctx);
  await ctx.jobs.start({ workers: ctx.env.JOB_WORKERS });

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApiRequest(request) || !isRead || !serveWeb) {
      return reply.status(404).send(errorBody('not_found', 'Not found'));
    }
    // Client-side routes: the SPA decides (and shows its own 404 page).
    return reply.sendFile('index.html', webDist);
  });

  return app;
}
