import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { RootLayout } from './layouts/root-layout';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';

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

/** Any signed-in user. */
const signedInRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('../features/profile/pages/profile-page')).ProfilePage,
    }),
  },
  {
    path: 'payment-history',
    lazy: async () => ({
      Component: (await import('../features/payments/pages/payment-history-page'))
        .PaymentHistoryPage,
    }),
  },
  {
    path: 'account-management',
    lazy: async () => ({
      Component: (await import('../features/account/pages/account-management-page'))
        .AccountManagementPage,
    }),
  },
  {
    path: 'reviews',
    lazy: async () => ({
      Component: (await import('../features/reviews/pages/reviews-page')).ReviewsPage,
    }),
  },
  {
    path: 'reviews/:providerId',
    lazy: async () => ({
      Component: (await import('../features/reviews/pages/reviews-page')).ReviewsPage,
    }),
  },
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('../features/notifications/pages/notifications-page'))
        .NotificationsPage,
    }),
  },
  {
    path: 'messages',
    lazy: async () => ({
      Component: (await import('../features/messaging/pages/inbox-page')).InboxPage,
    }),
  },
  {
    path: 'messages/:id',
    lazy: async () => ({
      Component: (await import('../features/messaging/pages/conversation-page')).ConversationPage,
    }),
  },
  {
    path: 'email-notifications',
    lazy: async () => ({
      Component: (await import('../features/notifications/pages/email-notifications-page'))
        .EmailNotificationsPage,
    }),
  },
];

const petParentRoutes: RouteObject[] = [
  {
    path: 'owner-home',
    lazy: async () => ({
      Component: (await import('../features/home/pages/owner-home-page')).OwnerHomePage,
    }),
  },
  {
    path: 'add-pet',
    lazy: async () => ({
      Component: (await import('../features/pets/pages/add-pet-page')).AddPetPage,
    }),
  },
  {
    path: 'my-pets',
    lazy: async () => ({
      Component: (await import('../features/pets/pages/my-pets-page')).MyPetsPage,
    }),
  },
  {
    path: 'request-service',
    lazy: async () => ({
      Component: (await import('../features/requests/pages/request-service-page'))
        .RequestServicePage,
    }),
  },
  {
    path: 'my-service-requests',
    // Leave Review / View Review come from the reviews feature, composed here.
    lazy: async () => {
      const [{ MyServiceRequestsPage }, { LeaveReviewButton }] = await Promise.all([
        import('../features/requests/pages/my-service-requests-page'),
        import('../features/reviews/components/leave-review-button'),
      ]);
      return { element: <MyServiceRequestsPage ReviewAction={LeaveReviewButton} /> };
    },
  },
  {
    path: 'favorites',
    lazy: async () => ({
      Component: (await import('../features/favorites/pages/favorites-page')).FavoritesPage,
    }),
  },
];

const providerRoutes: RouteObject[] = [
  {
    path: 'provider-home',
    lazy: async () => ({
      Component: (await import('../features/home/pages/provider-home-page')).ProviderHomePage,
    }),
  },
  {
    path: 'add-service',
    lazy: async () => ({
      Component: (await import('../features/services/pages/add-service-page')).AddServicePage,
    }),
  },
  {
    // Provider verification: the ID document and address proof, and the decision.
    path: 'verification',
    lazy: async () => ({
      Component: (await import('../features/trust/pages/verification-page')).VerificationPage,
    }),
  },
  {
    path: 'open-requests',
    lazy: async () => ({
      Component: (await import('../features/requests/pages/open-requests-page')).OpenRequestsPage,
    }),
  },
  {
    path: 'my-responses',
    lazy: async () => ({
      Component: (await import('../features/responses/pages/my-responses-page')).MyResponsesPage,
    }),
  },
  {
    path: 'my-services',
    lazy: async () => ({
      Component: (await import('../features/services/pages/my-services-page')).MyServicesPage,
    }),
  },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/analytics" replace /> },
  {
    path: 'analytics',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/analytics-page')).AnalyticsPage,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/users-page')).UsersPage,
    }),
  },
  {
    path: 'reports',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/reports-page')).ReportsPage,
    }),
  },
  {
    path: 'system',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/system-settings-page')).SystemSettingsPage,
    }),
  },
  {
    path: 'security',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/security-page')).SecurityPage,
    }),
  },
  {
    path: 'diagnostics',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/diagnostics-page')).DiagnosticsPage,
    }),
  },
  {
    path: 'contact-messages',
    lazy: async () => ({
      Component: (await import('../features/support/pages/contact-inbox-page')).ContactInboxPage,
    }),
  },
  {
    path: 'feedback',
    lazy: async () => ({
      Component: (await import('../features/support/pages/feedback-inbox-page')).FeedbackInboxPage,
    }),
  },
  {
    path: 'account-requests',
    lazy: async () => ({
      Component: (await import('../features/admin/pages/account-requests-page'))
        .AccountRequestsPage,
    }),
  },
  {
    path: 'verifications',
    lazy: async () => ({
      Component: (await import('../features/trust/pages/verification-queue-page'))
        .VerificationQueuePage,
    }),
  },
  {
    path: 'outbox',
    lazy: async () => ({
      Component: (await import('../features/notifications/pages/admin-outbox-page'))
        .AdminOutboxPage,
    }),
  },
  {
    path: 'message-reports',
    lazy: async () => ({
      Component: (await import('../features/messaging/pages/message-reports-page'))
        .MessageReportsPage,
    }),
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
        // Errors inside a page render here, keeping the header and footer.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: signedInRoutes },
          { element: <RequireRole roles={['pet_parent']} />, children: petParentRoutes },
          { element: <RequireRole roles={['service_provider']} />, children: providerRoutes },
          {
            path: 'admin',
            element: <RequireAdmin />,
            // The admin bar (its links and icons) loads with the first admin page, not for everyone.
            children: [
              {
                lazy: async () => ({
                  Component: (await import('./layouts/admin-layout')).AdminLayout,
                }),
                children: adminRoutes,
              },
            ],
          },
          // Already in the main bundle (the error element uses it for thrown 404s).
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
