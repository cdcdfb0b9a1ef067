import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { SessionWatcher } from '../../features/auth/components/session-watcher';
import { SignOutHandler } from '../../features/auth/components/sign-out-handler';
import { ChatbotLauncher } from '../../features/help/components/chatbot-launcher';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceGate } from './maintenance-gate';

/** Every page: skip link, offline banner, header, main content, footer, help chat. */
export function RootLayout() {
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <OfflineBanner />
      <Header />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </Box>
      <Footer />
      <ChatbotLauncher />
      <SessionWatcher />
      <SignOutHandler />
      <ScrollRestoration />
    </>
  );
}
