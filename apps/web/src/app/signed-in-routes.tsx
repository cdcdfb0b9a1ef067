import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';

/**
 * The signed-in areas' routes (any signed-in user, pet parents, providers, admins). Nobody needs
 * them for a first visit to a public page, so they are not in the entry chunk: the router
 * discovers them (router.tsx, `patchRoutesOnNavigation`) the first time a path matches no public
 * route, and patches them in beside the public pages. docs/performance.md.
 */

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

/** Patched into the pages group of router.tsx; the ids keep a second patch from adding them twice. */
export const signedInAreas: RouteObject[] = [
  { id: 'signed-in', element: <RequireAuth />, children: signedInRoutes },
  {
    id: 'pet-parent',
    element: <RequireRole roles={['pet_parent']} />,
    children: petParentRoutes,
  },
  {
    id: 'service-provider',
    element: <RequireRole roles={['service_provider']} />,
    children: providerRoutes,
  },
  {
    id: 'admin',
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
];
