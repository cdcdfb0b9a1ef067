/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerOfflineHandlers } from './offline';
import { registerPushHandlers } from './push';

/**
 * PetMitra's service worker (/sw.js), built by vite-plugin-pwa (injectManifest): it precaches
 * the app shell of each build. A new build's worker waits until the page asks it to take over
 * (the update banner posts SKIP_WAITING), so a tab never runs two builds at once. Features add
 * their handlers in this folder and import them here (Web Push, offline data).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/**
 * This build's version: the revision of its index.html, which names every entry chunk's hash.
 * The update banner asks a waiting worker for it (a dismissed version is not offered again).
 */
const manifest = self.__WB_MANIFEST;
const VERSION =
  manifest
    .map((entry) =>
      typeof entry === 'string' ? null : entry.url === 'index.html' ? entry.revision : null,
    )
    .find(Boolean) ?? 'unknown';

precacheAndRoute(manifest);
cleanupOutdatedCaches();
registerPushHandlers();
registerOfflineHandlers();
// The first worker takes charge of the page that installed it (nothing to update from); a
// later one waits for the update banner.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});
