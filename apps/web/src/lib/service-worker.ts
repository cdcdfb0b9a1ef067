import { Workbox } from 'workbox-window';

/**
 * The app's one service-worker registration (/sw.js, built from src/sw/sw.ts), production
 * builds only. Features reach the worker through this: the update banner listens for a waiting
 * worker, Web Push subscribes with `navigator.serviceWorker.ready`.
 */
export const serviceWorker: Workbox | null =
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? new Workbox('/sw.js', { scope: '/' })
    : null;

export function registerServiceWorker() {
  if (!serviceWorker) return;
  // After the page has loaded, so precaching never competes with the first paint.
  const register = () => void serviceWorker.register().catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
