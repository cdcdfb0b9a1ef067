import type { DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';

/**
 * The app; `hydrating`: it takes over a prerendered or server-rendered page's markup, rendered
 * with `dehydratedState`'s data, with a `router` that has already matched the page (main.tsx).
 */
export function App({
  hydrating = false,
  dehydratedState,
  router: ready,
}: {
  hydrating?: boolean;
  dehydratedState?: DehydratedState | undefined;
  router?: AppRouter;
}) {
  const [router] = useState(() => ready ?? createAppRouter());
  return (
    <AppProviders hydrating={hydrating} dehydratedState={dehydratedState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
