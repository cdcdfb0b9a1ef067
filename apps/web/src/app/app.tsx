import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The app; `hydrating`: it takes over a prerendered page's markup (main.tsx). */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
