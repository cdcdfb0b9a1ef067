import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import {
  initializedRouter,
  loadRouteModules,
  prerenderedPath,
  serverRenderedData,
} from './prerender/hydrate';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

function renderOnClient(root: HTMLElement) {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A prerendered public page (src/prerender/, docs/decisions/0029-prerendered-public-pages.md),
// or one the server rendered with its data (decision 0032): its route modules load first, then
// React takes over the markup in place (with the server's data in React Query). Any other page,
// or the service worker's offline shell, renders on the client as before. Hydration runs as a
// transition, so React yields to the browser between pieces of work instead of holding the main
// thread for the whole page (the page is already painted and readable meanwhile).
/**
 * React recovers from a page that hydrates differently from the server's markup by rendering it
 * again on the client: the visitor sees nothing wrong, so say where it happened. React's own
 * report names no component; the component stack does (positions in the chunks, mapped with
 * the build's hidden source maps: docs/performance.md).
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error(error, `\nComponent stack:${info.componentStack ?? ' (none)'}`);
}

const path = prerenderedPath(container);
if (path === undefined) {
  renderOnClient(container);
} else {
  loadRouteModules(path)
    .then(initializedRouter)
    .then(
      (router) =>
        startTransition(
          () =>
            void hydrateRoot(
              container,
              <StrictMode>
                <App hydrating router={router} dehydratedState={serverRenderedData()} />
              </StrictMode>,
              { onRecoverableError: reportRecoverableError },
            ),
        ),
      // The page's chunk could not load (offline, a new deploy): the router shows its error page.
      () => renderOnClient(container),
    );
}

registerServiceWorker();
