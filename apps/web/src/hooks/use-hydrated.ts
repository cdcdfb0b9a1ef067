import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { INDIA_TIME_ZONE } from '@petmitra/core/marketplace/india-time';

const HydratedContext = createContext(false);

/**
 * False while the server prerenders a page and while the browser hydrates that markup, true
 * from then on; true from the first render of a page the browser renders itself. A component
 * whose first render would read the browser (storage, media queries, the stored colour scheme)
 * renders the server's answer until this is true, so hydration matches the prerendered HTML,
 * and React renders it again with the browser's answer straight after (src/prerender/).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * The time zone to show instants in: the viewer's (undefined) once hydrated; India's while the
 * server renders a page and the browser hydrates it, since the server cannot know the viewer's.
 */
export function useViewerTimeZone(): string | undefined {
  return useHydrated() ? undefined : INDIA_TIME_ZONE;
}

/**
 * Holds the flag for `useHydrated`. `hydrating`: the tree is being prerendered or hydrated (the
 * flag starts false). The flag turns true in a task after hydration's commit, as a transition:
 * what it brings (the banners, the toasts' container, the stored choices) then renders in slices
 * that yield to the browser, not in one long task with hydration's commit (a store read by
 * `useSyncExternalStore` would force exactly that: its updates are always synchronous).
 */
export function HydratedProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return undefined;
    const timer = setTimeout(() => startTransition(() => setHydrated(true)), 0);
    return () => clearTimeout(timer);
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}
