/**
 * The build's server-side entry (scripts/prerender.mjs builds it for Node and calls `render`
 * for each of PRERENDERED_PAGES). It renders the same tree as the browser (main.tsx, app.tsx:
 * StrictMode, the providers and the router with the same route table), with React Router's
 * static router in place of the browser's, so `hydrateRoot` finds exactly this markup. Every
 * lazy part of the page is waited for (react-dom/static), so the HTML is the whole page.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';

/** The markup of #root for `path` (a page with no loaders: nothing to hand to the browser). */
export async function render(path: string): Promise<string> {
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
      <AppProviders hydrating>
        {/* hydrate={false}: no inline script (the CSP has none), and no loader data to pass. */}
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
