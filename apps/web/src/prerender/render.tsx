/**
 * The build's server-side entry (scripts/prerender.mjs builds it for Node and calls `render`
 * for each of PRERENDERED_PAGES). It renders the same tree as the browser (main.tsx, app.tsx:
 * StrictMode, the providers and the router with the same route table), with React Router's
 * static router in place of the browser's, so `hydrateRoot` finds exactly this markup. Every
 * lazy part of the page is waited for (react-dom/static), so the HTML is the whole page.
 */
import { readFile } from 'node:fs/promises';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { SITE } from '@petmitra/core/settings';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { SERVER_RENDERED_PAGES, type ServerQuery } from './server-pages';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';
export { SERVER_RENDERED_PAGES, type ServerRenderedPage } from './server-pages';

/** The markup of #root for `path` (a page with no loaders: nothing to hand to the browser). */
export async function render(path: string, dehydratedState?: DehydratedState): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path}: the router answered ${context.status}, not a page`);
  }
  if (context.statusCode !== 200 || context.errors) {
    throw new Error(`${path}: the router answered ${context.statusCode}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders hydrating dehydratedState={dehydratedState}>
        {/* hydrate={false}: no inline script (the CSP has none), and no loader data to pass
            (the page's data goes to React Query, renderRequest). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    {
      onError(error) {
        throw error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** A GET of the API on the visitor's behalf (the server answers it in process). */
export type LoadApi = (url: string) => Promise<{ status: number; body: unknown }>;

/** Placeholders of the server-rendered pages' templates (scripts/prerender.mjs fills the rest). */
export const TEMPLATE_SLOTS = {
  title: '__SSR_TITLE__',
  url: '__SSR_URL__',
  markup: '__SSR_MARKUP__',
  data: '__SSR_DATA__',
} as const;

const SLOT = /__SSR_[A-Z]+__/g;

const templates = new Map<string, Promise<string>>();
const template = (file: string) => {
  let text = templates.get(file);
  if (!text) {
    text = readFile(new URL(`./pages/${file}.html`, import.meta.url), 'utf8');
    templates.set(file, text);
  }
  return text;
};

/** Text in HTML (an attribute or an element); prerender.mjs uses it too. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: no '<' that could close the element. */
export const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The route's full path ('/search/:category') of the matches of one URL. */
function routePattern(matches: { route: RouteObject }[]): string {
  const segments = matches.map((match) => match.route.path ?? '').filter(Boolean);
  return `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
}

/**
 * The whole HTML of a server-rendered page (server-pages.ts) for `href` (path and query), with
 * its data loaded through `load` and handed to the browser's React Query in the page; or null
 * when `href` is not such a page (the server sends the client-rendered shell).
 */
export async function renderRequest(
  href: string,
  load: LoadApi,
): Promise<{ status: number; html: string } | null> {
  const url = new URL(href, 'http://localhost');
  const matches = matchRoutes(routes, url.pathname);
  const match = matches?.at(-1);
  if (!matches || !match) return null;
  const pattern = routePattern(matches);
  const page = SERVER_RENDERED_PAGES.find((candidate) => candidate.route === pattern);
  if (!page) return null;

  const client = createQueryClient();
  let status = page.notFound?.(url, match.params) ? 404 : 200;
  await Promise.all(
    page.queries(url, match.params).map(async (query: ServerQuery) => {
      const answer = await load(query.url);
      // Only answers go to the page: a failed query stays pending, and the browser asks again
      // (and shows the page's own error state). A 404 the query takes as an answer is one.
      if (answer.status === 200)
        client.setQueryData(query.queryKey, query.data(answer.body as never));
      else if (answer.status === 404) {
        status = 404;
        if ('notFound' in query) client.setQueryData(query.queryKey, query.notFound);
      }
    }),
  );
  const state = dehydrate(client);
  const markup = await render(`${url.pathname}${url.search}`, state);
  const name = page.title(url, match.params, client);
  const title = name ? `${name} | ${SITE.siteName}` : SITE.siteName;
  const values: Record<string, string> = {
    [TEMPLATE_SLOTS.title]: escapeHtml(title),
    [TEMPLATE_SLOTS.url]: escapeHtml(`${url.pathname}${url.search}`),
    [TEMPLATE_SLOTS.data]: jsonInHtml(state),
    [TEMPLATE_SLOTS.markup]: markup,
  };
  // One pass over the template: what is put in (a provider's name, say) is never read for slots.
  const html = (await template(page.file)).replace(SLOT, (slot) => values[slot] ?? slot);
  return { status, html };
}
