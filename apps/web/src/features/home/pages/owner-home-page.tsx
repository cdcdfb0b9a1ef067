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
import { usePageTitle } from '../../../hooks/use-page-title';
import { useParentDashboard } from '../api/get-parent-dashboard';
import { DashboardPage } from '../components/dashboard-page';
import type { QuickAction } from '../components/quick-actions-carousel';
import { RecentActivity } from '../components/recent-activity';
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
  const dashboard = useParentDashboard();
  return (
    <DashboardPage
      audience="parent"
      description={"Everything for your pets' care, in one place."}
      actions={QUICK_ACTIONS}
      dashboard={dashboard}
      quota={(data) => data.requestsThisMonth}
      tiles={(data) => (
        <>
          <StatTile
            label={data.pets === 1 ? 'Pet' : 'Pets'}
            value={data.pets}
            icon={<IconPaw size={22} />}
          />
          <StatTile
            label="Requests this month"
            value={`${data.requestsThisMonth.used}/${data.requestsThisMonth.unlimited ? '∞' : data.requestsThisMonth.limit}`}
            hint={
              data.requestsThisMonth.unlimited
                ? 'Unlimited with your plan'
                : `${data.requestsThisMonth.remaining} free ${data.requestsThisMonth.remaining === 1 ? 'request' : 'requests'} left`
            }
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
        </>
      )}
      recent={(data) => (
        <RecentActivity
          items={data.recentActivity}
          emptyText="Nothing yet. Add a pet and request a service to get started."
        />
      )}
    />
  );
}
