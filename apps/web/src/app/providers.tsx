// Mantine's base styles; each component's own styles come with the chunk that uses it
// (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TOAST_DURATIONS } from '@petmitra/core/constants';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { createQueryClient } from '../lib/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      // 'auto' follows the system preference until the visitor picks a scheme (light if unknown).
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications limit={TOAST_DURATIONS.max} position="top-right" zIndex={1000} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
