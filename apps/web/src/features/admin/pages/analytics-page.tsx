import { Button, Container, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconChartBar,
  IconMessage,
  IconRefresh,
  IconUserHeart,
  IconClipboardList,
} from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@petmitra/core/admin/reports';
import { messageForError } from '@petmitra/core/errors';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { StatTile } from '../../../components/stat-tile';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAnalytics } from '../api/analytics';
import { MonthBars } from '../components/month-bars';
import { Panel } from '../components/panel';

export function AnalyticsPage() {
  usePageTitle('Analytics Dashboard');
  const analytics = useAnalytics();
  const data = analytics.data;

  let body;
  if (analytics.isPending) body = <PageLoader label="Loading analytics..." />;
  else if (analytics.isError)
    body = (
      <ErrorState
        title="We couldn't load the analytics"
        message={messageForError(analytics.error)}
        onRetry={() => void analytics.refetch()}
      />
    );
  else if (data && data.petParents + data.providers + data.requests === 0)
    body = (
      <EmptyState icon={<IconChartBar size={48} aria-hidden />} title={REPORT_MESSAGES.noData}>
        No pet parents, providers or requests yet.
      </EmptyState>
    );
  else if (data)
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <StatTile
            label="Pet Parents"
            value={data.petParents}
            icon={<IconUserHeart size={22} />}
          />
          <StatTile
            label="Service Providers"
            value={data.providers}
            icon={<IconBriefcase size={22} />}
          />
          <StatTile
            label="Service Requests"
            value={data.requests}
            icon={<IconClipboardList size={22} />}
          />
          <StatTile label="Responses" value={data.responses} icon={<IconMessage size={22} />} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="Service requests per month">
            <MonthBars
              label="Service requests per month"
              rows={data.requestsByMonth.map((m) => ({ month: m.month, value: m.count }))}
            />
          </Panel>
          <Panel title="Recent Activity">
            {data.recentActivity.length === 0 ? (
              <Text c="dimmed">No activity yet.</Text>
            ) : (
              <List spacing="xs" size="sm">
                {data.recentActivity.map((item) => (
                  <List.Item key={`${item.type}-${item.id}`}>
                    {item.description}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {new Date(item.timestamp).toLocaleString('en-IN')}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Panel>
        </SimpleGrid>
      </Stack>
    );

  return (
    <Container size="xl" py="xl">
      <PageHeader
        title="Analytics Dashboard"
        description="Platform totals, the request trend and recent activity."
        actions={
          <Group gap="sm">
            {data ? (
              <Text size="sm" c="dimmed">
                Last updated: {new Date(data.generatedAt).toLocaleTimeString('en-IN')}
              </Text>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => void analytics.refetch()}
              loading={analytics.isRefetching}
            >
              Refresh
            </Button>
          </Group>
        }
      />
      {body}
    </Container>
  );
}
