import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { loadServiceWorker, messageServiceWorker } from '../../../lib/service-worker';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** The spec's reload delay after Update Now (spec 000 §9). */
const RELOAD_DELAY_MS = 100;

/**
 * 'A new version of PetMitra is available' (spec 000 §2, §9): a new build's worker is
 * installed and waiting while this page runs the old one. Update Now ('Updating...') asks it to
 * take over and reloads 100 ms after it has (straight away when no worker waits any more);
 * Dismiss remembers the version, which is not offered again.
 */
export function UpdateBanner() {
  const [version, setVersion] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);
  const [worker, setWorker] = useState<Workbox | null>(null);

  useEffect(() => {
    let active = true;
    let stop = () => {};
    const onWaiting = (event: { sw?: ServiceWorker }) => {
      const waiting = event.sw;
      if (!waiting) return;
      void (messageServiceWorker(waiting, { type: 'GET_VERSION' }) as Promise<string>)
        .catch(() => 'unknown')
        .then((next) => {
          if (active && readStorage(STORAGE_KEYS.updateDismissedVersion) !== next) {
            setVersion(next);
          }
        });
    };
    void loadServiceWorker().then((loaded) => {
      if (!active || !loaded) return;
      setWorker(loaded);
      loaded.addEventListener('waiting', onWaiting);
      stop = () => loaded.removeEventListener('waiting', onWaiting);
      // A worker that was already waiting before this code loaded.
      void navigator.serviceWorker.getRegistration('/').then((registration) => {
        if (registration?.waiting && navigator.serviceWorker.controller)
          onWaiting({ sw: registration.waiting });
      });
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  if (!version || !worker) return null;

  const update = async () => {
    setUpdating(true);
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
    worker.addEventListener('controlling', () => {
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    });
    worker.messageSkipWaiting();
  };
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.updateDismissedVersion, version);
    setVersion(null);
  };

  return (
    <Paper role="region" aria-label="Update available" withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>A new version of PetMitra is available.</Text>
        <Group gap="xs">
          <Button onClick={() => void update()} disabled={updating}>
            {updating ? 'Updating...' : 'Update Now'}
          </Button>
          <Button variant="default" onClick={dismiss} disabled={updating}>
            Dismiss
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
