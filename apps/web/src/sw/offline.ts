/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';

/**
 * Offline reading (issue 14, docs/site.md): the signed-in user's pets, requests, responses and
 * the request details (with the accepted provider's contact) are kept from their last visit
 * and answered from here when the network is gone; pages open offline from the precached
 * shell. Everything else needs the network.
 */
declare const self: ServiceWorkerGlobalScope;

/** The signed-in user's data, fetched network first; emptied when they sign out. */
export const USER_DATA_CACHE = 'petmitra-user-data-v1';

const USER_DATA = [
  /^\/api\/auth\/session$/,
  /^\/api\/pets$/,
  /^\/api\/my\/(requests|responses)$/,
  /^\/api\/requests\/[0-9a-f-]{36}$/,
  /^\/api\/dashboard\/(parent|provider)$/,
];

/** What the server answers itself: never the app shell. */
const SERVER_PATHS = /^\/(api|uploads|files)\//;

export function registerOfflineHandlers() {
  self.addEventListener('fetch', (event: FetchEvent) => {
    const { request } = event;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (request.method === 'POST' && url.pathname === '/api/auth/logout') {
      event.waitUntil(caches.delete(USER_DATA_CACHE));
      return;
    }
    if (request.method !== 'GET') return;
    if (request.mode === 'navigate' && !SERVER_PATHS.test(url.pathname)) {
      event.respondWith(navigate(request));
    } else if (USER_DATA.some((path) => path.test(url.pathname))) {
      event.respondWith(networkFirst(request, url));
    }
  });
}

/** A page: from the network, or the precached shell when there is none. */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await matchPrecache('/index.html');
    if (shell) return shell;
    throw error;
  }
}

/** The user's data: fresh from the network (and kept), or the last kept answer offline. */
async function networkFirst(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(USER_DATA_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
  if (response.status === 401 || (response.ok && (await signedOut(url, response)))) {
    // Signed out (here, in another tab, or the session ended): nothing of theirs stays.
    await caches.delete(USER_DATA_CACHE);
  } else if (response.ok) {
    await cache.put(request, response.clone());
  }
  return response;
}

async function signedOut(url: URL, response: Response): Promise<boolean> {
  if (url.pathname !== '/api/auth/session') return false;
  try {
    const body = (await response.clone().json()) as { user?: unknown };
    return body.user === null;
  } catch {
    return false;
  }
}
