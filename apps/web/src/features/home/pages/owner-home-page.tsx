import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChecklist,
  IconCircleCheck,
  IconClipboardList,
  IconCreditCard,
  IconListDetails,
  IconPaw,
  IconPlus,
  IconSearch,
  IconSend,
  IconUser,
} from '@tabler/icons-react';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useParentDashboard } from '../api/get-parent-dashboard';
import { useSessionUser } from '../../../lib/use-session-user';
import { PlanCards } from '../components/plan-cards';
import { QuickActionsCarousel, type QuickAction } from '../components/quick-actions-carousel';
import { RecentActivity } from '../components/recent-activity';
import { ServiceDirectory } from '../components/service-directory';
import { StatTile } from '../../../components/stat-tile';

const QUICK_ACTIONS: QuickAction[] = [
  {
    to: '/add-pet',
    label: 'Add a Pet',
    description: "Create your pet's profile",
    icon: <IconPlus size={22} />,
  },
  {
    to: '/request-service',
    label: 'Request a Service',
    description: 'Ask providers near you for help',
    icon: <IconSend size={22} />,
  },
  {
    to: '/profile',
    label: 'My Profile',
    description: 'Keep your details up to date',
    icon: <IconUser size={22} />,
  },
  {
    to: '/search',
    label: 'Find Services',
    description: 'Search providers by service and city',
    icon: <IconSearch size={22} />,
  },
  {
    to: '/my-pets',
    label: 'My Pets',
    description: "See and edit your pets' profiles",
    icon: <IconPaw size={22} />,
  },
  {
    to: '/my-service-requests',
    label: 'My Service Requests',
    description: 'Track responses and bookings',
    icon: <IconListDetails size={22} />,
  },
  {
    to: '/payment-history',
    label: 'Payment History',
    description: 'Payments, refunds and invoices',
    icon: <IconCreditCard size={22} />,
  },
];

export function OwnerHomePage() {
  usePageTitle('Dashboard');
  const user = useSessionUser().user;
  const dashboard = useParentDashboard();
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  let figures;
  if (dashboard.isPending) {
    figures = <PageLoader label="Loading your dashboard..." />;
  } else if (dashboard.isError) {
    figures = (
      <ErrorState
        title="We couldn't load your dashboard"
        message={messageForError(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else {
    const data = dashboard.data;
    const quota = data.requestsThisMonth;
    figures = (
      <Stack gap="xl">
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing="md"
          component="section"
          aria-label="Your figures"
        >
          <StatTile
            label={data.pets === 1 ? 'Pet' : 'Pets'}
            value={data.pets}
            icon={<IconPaw size={22} />}
          />
          <StatTile
            label="Requests this month"
            value={`${quota.used}/${quota.limit}`}
            hint={`${quota.remaining} free ${quota.remaining === 1 ? 'request' : 'requests'} left`}
            icon={<IconClipboardList size={22} />}
          />
          <StatTile
            label="Active requests"
            value={data.activeRequests}
            hint={`${data.requests} in total`}
            icon={<IconChecklist size={22} />}
          />
          <StatTile
            label="Completed services"
            value={data.completedRequests}
            icon={<IconCircleCheck size={22} />}
          />
        </SimpleGrid>
        <RecentActivity
          items={data.recentActivity}
          emptyText="Nothing yet. Add a pet and request a service to get started."
        />
        <PlanCards
          audience="parent"
          usage={`${quota.used} of ${quota.limit} free ${quota.limit === 1 ? 'request' : 'requests'} used this month.`}
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</Title>
          <Text c="dimmed">Everything for your pets' care, in one place.</Text>
        </Stack>
        <section aria-labelledby="quick-actions-heading">
          <Title order={2} size="h3" id="quick-actions-heading" mb="md">
            Quick actions
          </Title>
          <QuickActionsCarousel actions={QUICK_ACTIONS} label="Quick actions" />
        </section>
        {figures}
        <ServiceDirectory />
      </Stack>
    </Container>
  );
}
