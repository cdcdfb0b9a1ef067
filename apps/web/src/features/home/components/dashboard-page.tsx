import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageForError } from '@petmitra/core/errors';
import type { Quota } from '@petmitra/core/marketplace/quota';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { isNewAccount, welcomeTitle } from '../../../lib/new-account';
import { useSessionUser } from '../../../lib/use-session-user';
import { PlanCards, type Audience } from './plan-cards';
import { QuickActionsCarousel, type QuickAction } from './quick-actions-carousel';
import { ServiceDirectory } from './service-directory';

/**
 * A role's home page (/owner-home, /provider-home): the welcome, the quick actions, the role's
 * figures from its dashboard query (with the loading and error states), its recent rows, the
 * plans with this month's quota, and the service directory.
 */
export function DashboardPage<T>({
  audience,
  description,
  actions,
  dashboard,
  tiles,
  recent,
  quota,
  notice,
}: {
  audience: Audience;
  description: string;
  actions: QuickAction[];
  dashboard: UseQueryResult<T>;
  /** The four figures (StatTiles). */
  tiles: (data: T) => ReactNode;
  recent: (data: T) => ReactNode;
  /** This month's free requests or responses. */
  quota: (data: T) => Quota;
  /** A notice under the welcome (the provider's verification). */
  notice?: ReactNode;
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
    const data = dashboard.data;
    figures = (
      <Stack gap="xl">
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing="md"
          component="section"
          aria-label="Your figures"
        >
          {tiles(data)}
        </SimpleGrid>
        {recent(data)}
        <PlanCards audience={audience} quota={quota(data)} />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <PageHeader
          title={welcomeTitle(firstName, isNewAccount(user?.id))}
          description={description}
        />
        {notice}
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
