import type { DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The app; `hydrating`: it takes over a prerendered or server-rendered page's markup, rendered
 * with `dehydratedState`'s data (main.tsx).
 */
export function App({
  hydrating = false,
  dehydratedState,
}: {
  hydrating?: boolean;
  dehydratedState?: DehydratedState | undefined;
}) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders hydrating={hydrating} dehydratedState={dehydratedState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
