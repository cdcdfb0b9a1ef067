import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Pages the server renders on each request with their data: the directory's search and the
 * provider profiles (docs/decisions/0032-server-rendered-search-and-profiles.md). The web build
 * leaves its server bundle in `dist-server/` beside the web's `dist/` (apps/web/scripts/
 * prerender.mjs): `render.js` and one HTML template per page. This is its side of the contract.
 */
export interface ServerRenderer {
  /** The routes it renders, as Fastify and React Router both write them. */
  SERVER_RENDERED_PAGES: readonly { route: string }[];
  /** The page's HTML and status, or null if `href` is not one of its pages after all. */
  renderRequest(
    href: string,
    load: (url: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<{ status: number; html: string } | null>;
}

/** The server build of the web app beside `webDist`, or null when it was not built. */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | null> {
  const file = path.join(path.dirname(webDist), 'dist-server', 'render.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

/** What a visitor's browser would send with the page's own API calls (same origin). */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * Registers a GET (and so HEAD) route for each server-rendered page. A page is rendered with the
 * answers the visitor's browser would get (the API asked in process, with their cookies and
 * address), which go into the page for the browser's React Query; `sendShell` answers when the
 * path is another page after all (/search/emergency) or rendering fails: the browser renders it.
 */
export function registerServerRenderedPages(
  app: FastifyInstance,
  renderer: ServerRenderer,
  sendShell: (reply: FastifyReply) => FastifyReply,
): void {
  const load = (request: FastifyRequest) => async (url: string) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
  };

  for (const { route } of renderer.SERVER_RENDERED_PAGES) {
    app.get(route, async (request, reply) => {
      let page: { status: number; html: string } | null = null;
      try {
        page = await renderer.renderRequest(request.url, load(request));
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
      if (!page) return sendShell(reply);
      // The page holds the visitor's own answers (their favourites, say): no shared cache.
      return reply
        .status(page.status)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  }
}
