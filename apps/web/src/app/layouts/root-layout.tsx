import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { LiveRegion } from '../../components/live-region';
import { OfflineBanner } from '../../components/offline-banner';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSiteTitle } from '../../hooks/use-page-title';
import { announceHydrated } from '../../prerender/hydrated-signal';
import { SessionWatcher } from '../../features/auth/components/session-watcher';
import { SignOutHandler } from '../../features/auth/components/sign-out-handler';
import { useSession } from '../../features/auth/api/get-session';
import { ChatbotLauncher } from '../../features/help/components/chatbot-launcher';
import '../../features/pwa/install-offer';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceGate } from './maintenance-gate';
import { useLiveRefresh } from '../live-refresh';
import { useFocusRescue, useRouteFocus } from '../route-focus';

const MAIN_ID = 'main-content';

const loadPwaBanners = () => import('../../features/pwa/components/pwa-banners');
const PwaBanners = lazy(loadPwaBanners);
// Loaded only for an account that has not verified its address (most sessions never need it).
const VerifyEmailNotice = lazy(() =>
  import('../../features/auth/components/verify-email-notice').then((m) => ({
    default: m.VerifyEmailNotice,
  })),
);

// The parts below read the session or the browser in components of their own, so the session's
// answer (or the end of hydration, src/prerender/) re-renders them, not the whole page.

/** The banners read the browser (install state, the waiting worker): never in prerendered HTML. */
function PwaBannersWhenHydrated() {
  // Fetched as the app takes over, rendered once the hydrated flag turns (a task later).
  useEffect(() => {
    void loadPwaBanners().catch(() => undefined);
  }, []);
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <PwaBanners />
    </Suspense>
  );
}

/** The site name in the tab title: re-rendered alone when the settings answer. */
function SiteTitle() {
  useSiteTitle();
  return null;
}

/** Pages refresh on live events; reads the session, so a component of its own. */
function LiveRefresh() {
  useLiveRefresh();
  return null;
}

function EmailVerificationNotice() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice />
    </Suspense>
  );
}

/**
 * Where a page's scroll position is kept: by history entry, as React Router does, except for the
 * entry a page load starts on, which React Router keys 'default' on every load, so a page opened
 * by its address took the scroll of whichever page was loaded before it. Keyed by its address, a
 * reload still comes back to where it was.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `load:${location.pathname}${location.search}` : location.key;

/**
 * Every page: skip link, offline, update and install banners, header, main content, footer, help chat and the live
 * region. After each navigation focus moves to the new page's h1 (useRouteFocus).
 */
export function RootLayout() {
  useRouteFocus(MAIN_ID);
  useFocusRescue(MAIN_ID);
  // After the first commit: on a prerendered page, the end of hydration (presses made before
  // are replayed by its boot script).
  useEffect(announceHydrated, []);
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      <OfflineBanner />
      {/* Fixed at the foot of the screen: a prompt appearing never pushes the page down. */}
      <div className="pwa-banners no-print">
        <PwaBannersWhenHydrated />
      </div>
      <Header />
      <EmailVerificationNotice />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className="main-content">
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
      </Box>
      <Footer />
      <ChatbotLauncher />
      <LiveRegion />
      <SiteTitle />
      <LiveRefresh />
      <SessionWatcher />
      <SignOutHandler />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
