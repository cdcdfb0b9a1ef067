import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBriefcase,
  IconChecklist,
  IconClipboardList,
  IconCreditCard,
  IconMessage,
  IconPlus,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useProviderDashboard } from '../api/get-provider-dashboard';
import { useSessionUser } from '../../../lib/use-session-user';
import { PlanCards } from '../components/plan-cards';
import { QuickActionsCarousel, type QuickAction } from '../components/quick-actions-carousel';
import { RecentActivity } from '../components/recent-activity';
import { RecentRequests } from '../components/recent-requests';
import { ServiceDirectory } from '../components/service-directory';
import { StatTile } from '../../../components/stat-tile';

const QUICK_ACTIONS: QuickAction[] = [
  {
    to: '/profile',
    label: 'My Profile',
    description: 'Keep your details up to date',
    icon: <IconUser size={22} />,
  },
  {
    to: '/add-service',
    label: 'Add a Service',
    description: 'List a service with your prices',
    icon: <IconPlus size={22} />,
  },
  {
    to: '/open-requests',
    label: 'Open Requests',
    description: 'Requests waiting for providers',
    icon: <IconClipboardList size={22} />,
  },
  {
    to: '/my-responses',
    label: 'My Responses',
    description: 'Track the quotes you sent',
    icon: <IconMessage size={22} />,
  },
  {
    to: '/my-services',
    label: 'My Services',
    description: 'Edit, pause or remove services',
    icon: <IconBriefcase size={22} />,
  },
  {
    to: '/payment-history',
    label: 'Payment History',
    description: 'Payments, refunds and invoices',
    icon: <IconCreditCard size={22} />,
  },
];

export function ProviderHomePage() {
  usePageTitle('Provider Dashboard');
  const user = useSessionUser().user;
  const dashboard = useProviderDashboard();
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
    const quota = data.responsesThisMonth;
    figures = (
      <Stack gap="xl">
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing="md"
          component="section"
          aria-label="Your figures"
        >
          <StatTile
            label="Total services"
            value={data.services}
            hint={`${data.activeServices} active`}
            icon={<IconBriefcase size={22} />}
          />
          <StatTile
            label="Active requests"
            value={data.activeRequests}
            hint="on your board now"
            icon={<IconChecklist size={22} />}
          />
          <StatTile
            label="Responses this month"
            value={`${quota.used}/${quota.limit}`}
            hint={`${data.totalResponses} sent in total`}
            icon={<IconMessage size={22} />}
          />
          <StatTile
            label="Rating"
            value={data.reviewCount > 0 ? data.rating.toFixed(1) : 'No reviews yet'}
            hint={
              data.reviewCount > 0
                ? `${data.reviewCount} ${data.reviewCount === 1 ? 'review' : 'reviews'}`
                : undefined
            }
            icon={<IconStar size={22} />}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RecentRequests requests={data.recentRequests} />
          <RecentActivity
            items={data.recentActivity}
            emptyText="Nothing yet. Respond to an open request to get started."
          />
        </SimpleGrid>
        <PlanCards
          audience="provider"
          usage={`${quota.used} of ${quota.limit} free ${quota.limit === 1 ? 'response' : 'responses'} used this month.`}
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</Title>
          <Text c="dimmed">Your services, the requests waiting for you and how you are doing.</Text>
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
