import { useCallback, useEffect, useState } from 'react';
import { notificationsApi } from '@petmitra/core/marketplace/notifications-api';
import { NOTIFICATION_MESSAGES } from '@petmitra/core/notifications/settings';
import { call } from '../../../lib/api-client';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on' | 'loading';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The worker's registration, if the app has one (production builds register /sw.js). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

async function currentState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * This device's Web Push subscription: on subscribes through the service worker with the
 * server's VAPID key and keeps the endpoint on the server; off removes both.
 */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>('loading');
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => currentState().then(setState), []);

  useEffect(() => {
    let live = true;
    void currentState().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setError(null);
    const reg = await registration();
    if (!reg) return setError(NOTIFICATION_MESSAGES.pushUnsupported);
    setState('loading');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return setError(NOTIFICATION_MESSAGES.pushDenied);
      }
      const { publicKey } = await call(notificationsApi.pushKey);
      const subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = subscription.toJSON() as {
        endpoint: string;
        keys: { p256dh: string; auth: string };
      };
      await call(notificationsApi.pushSubscribe, {
        body: { endpoint: json.endpoint, keys: json.keys },
      });
      setState('on');
    } catch (e) {
      setError((e as Error).message);
      await refresh();
    }
  }, [refresh]);

  const disable = useCallback(async () => {
    setError(null);
    const reg = await registration();
    const subscription = await reg?.pushManager.getSubscription();
    setState('loading');
    try {
      if (subscription) {
        await call(notificationsApi.pushUnsubscribe, {
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
    } finally {
      await refresh();
    }
  }, [refresh]);

  return { state, error, enable, disable };
}
