import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from '../app/router';

/**
 * The path whose prerendered markup #root holds (scripts/prerender.mjs marks it), if it is the
 * page the browser is on; otherwise undefined, and the page renders on the client as before.
 */
export function prerenderedPath(container: HTMLElement): string | undefined {
  const path = container.dataset.prerendered;
  return path !== undefined && path === window.location.pathname && container.hasChildNodes()
    ? path
    : undefined;
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
