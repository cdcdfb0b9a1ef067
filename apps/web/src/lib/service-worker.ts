import type { Workbox } from 'workbox-window';

/**
 * The app's one service-worker registration (/sw.js, built from src/sw/sw.ts), production
 * builds only. Features reach the worker through this: the update banner listens for a waiting
 * worker, Web Push subscribes with `navigator.serviceWorker.ready`. workbox-window is not part of
 * the first load: it loads with the first `loadServiceWorker()` (docs/performance.md).
 */
const supported =
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let workbox: Promise<Workbox | null> | null = null;

/** The registration's Workbox (one for the page), or null where there is no service worker. */
export function loadServiceWorker(): Promise<Workbox | null> {
  workbox ??= supported
    ? import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }))
    : Promise.resolve(null);
  return workbox;
}

/** Workbox's `messageSW`: a message to one worker and its answer. */
export async function messageServiceWorker(worker: ServiceWorker, data: object): Promise<unknown> {
  const { messageSW } = await import('workbox-window');
  return messageSW(worker, data);
}

export function registerServiceWorker() {
  if (!supported) return;
  // After the page has loaded, so precaching never competes with the first paint.
  const register = () =>
    void loadServiceWorker()
      .then((worker) => worker?.register())
      .catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
