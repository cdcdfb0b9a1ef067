import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * The browser's offer to install the app (Chromium's beforeinstallprompt), kept from the first
 * moment: it may come before the install prompt's code has loaded. Imported by the shell.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our prompt, not the browser's mini-infobar
    offered = event as BeforeInstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    writeStorage(STORAGE_KEYS.appInstalled, '1');
    offered = null;
    listeners.forEach((listener) => listener());
  });
}

/** The offer not yet used, if any. */
export function installOffer(): BeforeInstallPromptEvent | null {
  return offered;
}

/** The offer was answered: it cannot be shown again. */
export function forgetInstallOffer() {
  offered = null;
}

/** Calls back when an offer arrives or the app is installed; returns the unsubscribe. */
export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether PetMitra runs installed, or was installed from here. */
export function appInstalled(): boolean {
  return (
    readStorage(STORAGE_KEYS.appInstalled) === '1' ||
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
