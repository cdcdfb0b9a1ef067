import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server prerenders a page and while the browser hydrates that markup, true
 * from then on; true from the first render of a page the browser renders itself. A component
 * whose first render would read the browser (storage, media queries, the stored colour scheme)
 * renders the server's answer until this is true, so hydration matches the prerendered HTML,
 * and React renders it again with the browser's answer straight after (src/prerender/).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
