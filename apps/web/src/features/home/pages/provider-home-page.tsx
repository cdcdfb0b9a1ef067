import { SimpleGrid } from '@mantine/core';
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
import { usePageTitle } from '../../../hooks/use-page-title';
import { useProviderDashboard } from '../api/get-provider-dashboard';
import { DashboardPage } from '../components/dashboard-page';
import type { QuickAction } from '../components/quick-actions-carousel';
import { RecentActivity } from '../components/recent-activity';
import { RecentRequests } from '../components/recent-requests';
import { VerificationNotice } from '../components/verification-notice';
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
  const dashboard = useProviderDashboard();
  return (
    <DashboardPage
      audience="provider"
      description="Your services, the requests waiting for you and how you are doing."
      actions={QUICK_ACTIONS}
      notice={<VerificationNotice />}
      dashboard={dashboard}
      quota={(data) => data.responsesThisMonth}
      tiles={(data) => (
        <>
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
            value={`${data.responsesThisMonth.used}/${data.responsesThisMonth.unlimited ? '∞' : data.responsesThisMonth.limit}`}
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
        </>
      )}
      recent={(data) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RecentRequests requests={data.recentRequests} />
          <RecentActivity
            items={data.recentActivity}
            emptyText="Nothing yet. Respond to an open request to get started."
          />
        </SimpleGrid>
      )}
    />
  );
}
