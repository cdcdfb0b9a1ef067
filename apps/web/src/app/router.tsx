import {
  Navigate,
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { RootLayout } from './layouts/root-layout';

/** The route the signed-in areas are patched into (patchRoutesOnNavigation below). */
const PAGES = 'pages';

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/landing/pages/landing-page')).LandingPage,
    }),
  },
  {
    path: 'login',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/login-page')).LoginPage,
    }),
  },
  {
    path: 'register',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/register-page')).RegisterPage,
    }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    path: 'verify-email',
    lazy: async () => ({
      Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
    }),
  },
  {
    path: 'feedback',
    lazy: async () => ({
      Component: (await import('../features/support/pages/feedback-page')).FeedbackPage,
    }),
  },
  {
    path: 'subscription',
    lazy: async () => ({
      Component: (await import('../features/payments/pages/subscription-page')).SubscriptionPage,
    }),
  },
  {
    path: 'services',
    lazy: async () => ({
      Component: (await import('../features/search/pages/all-services-page')).AllServicesPage,
    }),
  },
  {
    path: 'directory/:category?',
    lazy: async () => ({
      Component: (await import('../features/search/pages/search-page')).SearchPage,
    }),
  },
  {
    path: 'search',
    lazy: async () => ({
      Component: (await import('../features/search/pages/search-page')).SearchPage,
    }),
  },
  {
    // Emergency Care: 24×7 services and pet hospitals, nearest first (not a search category).
    path: 'search/emergency',
    lazy: async () => ({
      Component: (await import('../features/search/pages/emergency-page')).EmergencyPage,
    }),
  },
  {
    path: 'search/:category',
    lazy: async () => ({
      Component: (await import('../features/search/pages/search-page')).SearchPage,
    }),
  },
  {
    path: 'accessibility',
    lazy: async () => ({
      Component: (await import('../features/accessibility/pages/accessibility-page'))
        .AccessibilityPage,
    }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({
      Component: (await import('../features/site/pages/privacy-page')).PrivacyPage,
    }),
  },
  {
    path: 'terms-conditions',
    lazy: async () => ({
      Component: (await import('../features/site/pages/terms-page')).TermsPage,
    }),
  },
  {
    path: 'refund-policy',
    lazy: async () => ({
      Component: (await import('../features/site/pages/refund-policy-page')).RefundPolicyPage,
    }),
  },
  {
    path: 'shipping-policy',
    lazy: async () => ({
      Component: (await import('../features/site/pages/shipping-policy-page')).ShippingPolicyPage,
    }),
  },
  {
    path: 'contact',
    lazy: async () => ({
      Component: (await import('../features/support/pages/contact-page')).ContactPage,
    }),
  },
  {
    path: 'about',
    lazy: async () => ({
      Component: (await import('../features/site/pages/about-page')).AboutPage,
    }),
  },
  {
    path: 'faq',
    lazy: async () => ({
      Component: (await import('../features/help/pages/faq-page')).FaqPage,
    }),
  },
  {
    path: 'payment-security',
    lazy: async () => ({
      Component: (await import('../features/site/pages/payment-security-page')).PaymentSecurityPage,
    }),
  },
  // DESIGN section 6: the old security dashboard route is the admin security dashboard.
  { path: 'security-dashboard', element: <Navigate to="/admin/security" replace /> },
  {
    path: 'payment-test',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="Payment Test" /> };
    },
  },
  {
    path: 'unsubscribe',
    lazy: async () => ({
      Component: (await import('../features/notifications/pages/unsubscribe-page')).UnsubscribePage,
    }),
  },
  {
    path: 'provider/:id',
    // The profile belongs to providers and Add to Favorites to favorites; the route composes them.
    lazy: async () => {
      const [{ ProviderProfilePage }, { FavoriteButton }, { MessageButton }] = await Promise.all([
        import('../features/providers/pages/provider-profile-page'),
        import('../features/favorites/components/favorite-button'),
        import('../features/messaging/components/message-button'),
      ]);
      return {
        element: (
          <ProviderProfilePage FavoriteAction={FavoriteButton} MessageAction={MessageButton} />
        ),
      };
    },
  },
  {
    path: 'request/:id',
    // The detail belongs to requests and the provider's respond panel to responses; the route
    // composes them so neither feature imports the other.
    lazy: async () => {
      const [{ RequestDetailPage }, { RespondPanel }, { MessageButton }] = await Promise.all([
        import('../features/requests/pages/request-detail-page'),
        import('../features/responses/components/respond-panel'),
        import('../features/messaging/components/message-button'),
      ]);
      return {
        element: <RequestDetailPage RespondPanel={RespondPanel} MessageAction={MessageButton} />,
      };
    },
  },
  {
    path: 'payment/success',
    lazy: async () => ({
      Component: (await import('../features/payments/pages/payment-result-pages'))
        .PaymentSuccessPage,
    }),
  },
  {
    path: 'payment/cancel',
    lazy: async () => ({
      Component: (await import('../features/payments/pages/payment-result-pages'))
        .PaymentCancelPage,
    }),
  },
  {
    path: 'payment/sandbox',
    lazy: async () => ({
      Component: (await import('../features/payments/pages/sandbox-checkout-page'))
        .SandboxCheckoutPage,
    }),
  },
  {
    path: 'paypal-live-test',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="PayPal Live Test" /> };
    },
  },
  {
    path: 'paypal-simple-test',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="PayPal Simple Test" /> };
    },
  },
  {
    path: 'paypal-minimal-test',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="PayPal Minimal Test" /> };
    },
  },
  {
    path: 'paypal-no-layout-test',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="PayPal No-Layout Test" /> };
    },
  },
  {
    path: 'paypal-config-test',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="PayPal Configuration Test" /> };
    },
  },
  {
    path: 'paypal-debug',
    lazy: async () => {
      const { PaymentTestPage } = await import('../features/payments/pages/payment-test-page');
      return { element: <PaymentTestPage title="PayPal Debug" /> };
    },
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: (
      <main>
        <PageLoader />
      </main>
    ),
    children: [
      {
        id: PAGES,
        // Errors inside a page render here, keeping the header and footer.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          // The signed-in areas are patched in here (signed-in-routes.tsx).
          // Already in the main bundle (the error element uses it for thrown 404s).
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Lazy route discovery: the router calls this before a navigation whose path matches no route
 * but the not-found splat (and before one that matches a route with params, where it does
 * nothing). The first such path loads the signed-in areas' routes and patches them in; a path
 * they do not have either stays the not-found page.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // A public page (its own route, not the splat) needs nothing more. (The router's partial
  // `matches` cannot tell: on a first load they end at the pathless pages group.)
  if (matchRoutes(routes, path)?.at(-1)?.route.path !== '*') return;
  const { signedInAreas } = await import('./signed-in-routes');
  patch(PAGES, signedInAreas);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
