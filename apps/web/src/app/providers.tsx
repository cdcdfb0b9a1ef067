// Mantine's base styles; each component's own styles come with the chunk that uses it
// (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { OptionalPart } from '../components/optional-part';
import { HydratedProvider, useHydrated } from '../hooks/use-hydrated';
import { createQueryClient } from '../lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import './early-modal-events';

// Beside the app, loaded after the first render (toasts.tsx, modals-host.tsx).
const loadToasts = () => import('./toasts');
const loadModalsHost = () => import('./modals-host');
const Toasts = lazy(loadToasts);
const ModalsHost = lazy(loadModalsHost);

/**
 * The toasts' container and the modals manager. Not in a prerendered page's HTML: they load
 * once the page is hydrated (src/prerender/). A component of their own, so that moment
 * re-renders them only, not the providers and the page under them.
 */
function AfterFirstRender() {
  // Fetched as the app takes over (the page is hydrated, or rendered): rendered once the flag
  // turns, a task later.
  // A task after the first commit: each import adds its preload links and stylesheets to the
  // head, which was a large part of hydration's last long task.
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadToasts().catch(() => undefined);
      void loadModalsHost().catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  if (!useHydrated()) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <Toasts />
        <ModalsHost />
      </Suspense>
    </OptionalPart>
  );
}

/**
 * Every provider the app needs. `hydrating`: the tree is prerendered on the server, or hydrates
 * that markup in the browser (src/prerender/, useHydrated); `dehydratedState`: the queries the
 * server rendered it with.
 */
export function AppProviders({
  hydrating = false,
  dehydratedState,
  children,
}: {
  hydrating?: boolean;
  /** The data a server-rendered page was rendered with (src/prerender/server-pages.ts). */
  dehydratedState?: DehydratedState | undefined;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  return (
    <HydratedProvider hydrating={hydrating}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        // 'auto' follows the system preference until the visitor picks a scheme (light if unknown).
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AfterFirstRender />
            {children}
          </QueryClientProvider>
        </AppErrorBoundary>
      </MantineProvider>
    </HydratedProvider>
  );
}
