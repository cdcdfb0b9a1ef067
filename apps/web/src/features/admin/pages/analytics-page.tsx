import { Button, Container, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
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
import { formatMoney } from '@petmitra/core/payments/pricing';
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
          <Panel title="Revenue">
            {data.revenue.length === 0 ? (
              <Text c="dimmed">No payments yet.</Text>
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table>
                  <Table.Caption>Net of refunds, per currency</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Currency</Table.Th>
                      <Table.Th scope="col">Monthly</Table.Th>
                      <Table.Th scope="col">Annual</Table.Th>
                      <Table.Th scope="col">Per-use fees</Table.Th>
                      <Table.Th scope="col">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.revenue.map((r) => (
                      <Table.Tr key={r.currency}>
                        <Table.Th scope="row">{r.currency}</Table.Th>
                        <Table.Td>{formatMoney(r.monthlyPlans, r.currency)}</Table.Td>
                        <Table.Td>{formatMoney(r.annualPlans, r.currency)}</Table.Td>
                        <Table.Td>{formatMoney(r.perUse, r.currency)}</Table.Td>
                        <Table.Td fw={700}>{formatMoney(r.total, r.currency)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Panel>
          <Panel title="Active Subscriptions">
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <StatTile label="Monthly Plans" value={data.activeSubscriptions.monthly} />
              <StatTile label="Annual Plans" value={data.activeSubscriptions.annual} />
              <StatTile label="Total" value={data.activeSubscriptions.total} />
            </SimpleGrid>
          </Panel>
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
        description="Platform totals, revenue, subscriptions, the request trend and recent activity."
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
