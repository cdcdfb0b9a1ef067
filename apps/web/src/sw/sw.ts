/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
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

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerPushHandlers();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
