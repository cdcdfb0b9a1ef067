/// <reference lib="webworker" />

/**
 * Web Push in the service worker: shows each push the server sends (modules/notifications:
 * { title, body, url, tag, priority }) and, on click, focuses a PetMitra tab on the page the
 * notification is about, or opens one.
 */
declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  priority?: string;
}

/** Only paths inside the app: a push can never send the user to another site. */
function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? url
    : '/notifications';
}

export function registerPushHandlers() {
  self.addEventListener('push', (event: PushEvent) => {
    let payload: PushPayload;
    try {
      payload = (event.data?.json() as PushPayload | undefined) ?? {};
    } catch {
      payload = { body: event.data?.text() ?? '' };
    }
    const urgent = payload.priority === 'urgent' || payload.priority === 'high';
    event.waitUntil(
      self.registration.showNotification(payload.title ?? 'PetMitra', {
        body: payload.body ?? '',
        icon: '/logo.svg',
        tag: payload.tag,
        requireInteraction: payload.priority === 'urgent',
        silent: !urgent,
        data: { url: safePath(payload.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const path = safePath((event.notification.data as { url?: string } | null)?.url);
    const target = new URL(path, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
        if (tab) {
          await tab.focus();
          await tab.navigate(target).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
