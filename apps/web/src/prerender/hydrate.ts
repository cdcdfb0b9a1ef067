import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { createAppRouter, routes, type AppRouter } from '../app/router';

/**
 * The path whose prerendered markup #root holds (scripts/prerender.mjs marks it; a page the
 * server rendered is marked with its path and query), if it is the page the browser is on;
 * otherwise undefined, and the page renders on the client as before.
 */
export function prerenderedPath(container: HTMLElement): string | undefined {
  const marked = container.dataset.prerendered;
  const { pathname, search } = window.location;
  const here = marked === pathname || marked === `${pathname}${search}`;
  return here && container.hasChildNodes() ? pathname : undefined;
}

/** The queries a server-rendered page was rendered with (render.tsx, `renderRequest`). */
export function serverRenderedData(): DehydratedState | undefined {
  const text = document.getElementById('app-data')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * Loads the lazy route modules `path` matches and puts them in the route table, so the router
 * starts with the page's components (no HydrateFallback) and the first render is the page the
 * server rendered.
 */
export async function loadRouteModules(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The app's router once it has matched the page. For a path with parameters (/provider/:id,
 * /search/:category) React Router first asks patchRoutesOnNavigation whether a more specific
 * route is still to be patched in, and renders the route's fallback until that settles. Made
 * during hydration's first render, the router was usually ready by the time the page rendered,
 * but not when a press made React hydrate at once: the fallback met the server's page, React
 * rendered the whole page again, and the press was lost.
 */
export function initializedRouter(): Promise<AppRouter> {
  const router = createAppRouter();
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}
