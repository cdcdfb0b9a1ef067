import { Container, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useSessionUser } from '../../../lib/use-session-user';
import { QuickActionsCarousel, type QuickAction } from './quick-actions-carousel';
import { ServiceDirectory } from './service-directory';

/**
 * A role's home page: the welcome, the quick actions, the role's figures from its dashboard
 * query (with the loading and error states) and the service directory.
 */
export function DashboardPage<T>({
  description,
  actions,
  dashboard,
  children,
}: {
  description: string;
  actions: QuickAction[];
  dashboard: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const user = useSessionUser().user;
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  let figures: ReactNode;
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
    figures = children(dashboard.data);
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <PageHeader
          title={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
          description={description}
        />
        <section aria-labelledby="quick-actions-heading">
          <Title order={2} size="h3" id="quick-actions-heading" mb="md">
            Quick actions
          </Title>
          <QuickActionsCarousel actions={actions} label="Quick actions" />
        </section>
        {figures}
        <ServiceDirectory />
      </Stack>
    </Container>
  );
}
