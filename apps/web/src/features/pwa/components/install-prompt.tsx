import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import {
  appInstalled,
  installOffer,
  onInstallOffer,
  forgetInstallOffer,
  type BeforeInstallPromptEvent,
} from '../install-offer';

/** The spec's install prompt timings (spec 000 §9): shown after 2 s, dismissed for 1 hour. */
const INSTALL_DELAY_MS = 2_000;
const DISMISS_FOR_MS = 60 * 60 * 1000;

function dismissedRecently(): boolean {
  const at = Number(readStorage(STORAGE_KEYS.installDismissedAt));
  return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_FOR_MS;
}

/** Safari on iPhone and iPad installs from the Share menu only; it has no install event. */
function installsFromShareMenu(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/**
 * 'Install PetMitra' (spec 000 §2, §9): hidden when the app is installed; shown 2 s into the
 * visit once the browser offers the install (Safari on iOS: how to add it from the Share menu);
 * 'Not now' hides it for an hour; installing, or accepting the browser's dialog, for good.
 */
export function InstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(installOffer);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(() => appInstalled() || dismissedRecently());

  useEffect(() => {
    const update = () => {
      setEvent(installOffer());
      if (appInstalled()) setClosed(true);
    };
    const unsubscribe = onInstallOffer(update);
    update(); // an offer that came between the first render and now
    const timer = setTimeout(() => setDue(true), INSTALL_DELAY_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  const manual = !event && installsFromShareMenu();
  if (closed || !due || (!event && !manual)) return null;

  const dismiss = () => {
    writeStorage(STORAGE_KEYS.installDismissedAt, String(Date.now()));
    setClosed(true);
  };
  const install = async () => {
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    forgetInstallOffer();
    if (outcome === 'accepted') {
      writeStorage(STORAGE_KEYS.appInstalled, '1');
      setClosed(true);
    } else {
      dismiss();
    }
  };

  return (
    <Paper role="region" aria-label="Install PetMitra" withBorder radius="md" px="md" py="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <img src="/icons/icon-192.png" alt="" width={36} height={36} />
          <div>
            <Text fw={700}>Install PetMitra</Text>
            <Text size="sm">
              {manual
                ? "Tap Share, then 'Add to Home Screen', to open PetMitra like an app."
                : 'Add PetMitra to your home screen: it opens like an app, and your pets and requests stay readable offline.'}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          {event ? <Button onClick={() => void install()}>Install</Button> : null}
          <Button variant="default" onClick={dismiss}>
            Not now
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
