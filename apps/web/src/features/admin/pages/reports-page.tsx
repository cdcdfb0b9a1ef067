import {
  Alert,
  Button,
  Container,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { queryString } from '@petmitra/core/api/operation';
import {
  REPORT_MESSAGES,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportFileName,
  reportToCsv,
  type ReportPeriod,
} from '@petmitra/core/admin/reports';
import { formatMoney, PAYMENT_CURRENCIES } from '@petmitra/core/payments/pricing';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { StatTile } from '../../../components/stat-tile';
import { usePageTitle } from '../../../hooks/use-page-title';
import { download } from '../../../lib/download';
import { usePublicSettings } from '../../../lib/public-settings';
import { useReport } from '../api/analytics';
import { MonthBars } from '../components/month-bars';
import { Panel } from '../components/panel';

const PERIOD_OPTIONS = REPORT_PERIODS.map((p) => ({ value: p, label: REPORT_PERIOD_LABELS[p] }));

export function ReportsPage() {
  usePageTitle('Reports');
  const { siteName } = usePublicSettings();
  const [period, setPeriod] = useState<ReportPeriod>('6months');
  const report = useReport(period);
  const data = report.data;

  const exportCsv = () => {
    if (!data) return;
    download(reportFileName(data, 'csv'), 'text/csv;charset=utf-8', reportToCsv(data, siteName));
  };

  let body;
  if (report.isPending) body = <PageLoader label="Loading the report..." />;
  else if (report.isError || !data)
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="No Report Data Available">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{REPORT_MESSAGES.reportFailed.split(' - ')[1]}</Text>
          <Button size="xs" variant="default" onClick={() => void report.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  else
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <StatTile
            label="Growth Rate"
            value={data.growthRate === null ? '—' : `${data.growthRate.toFixed(1)}%`}
            hint="New users last month against the month before"
          />
          <StatTile
            label="Active Users"
            value={data.activeUsers}
            hint="Signed in or acted in the period"
          />
          <StatTile label="Service Requests" value={data.serviceRequests} />
          <StatTile
            label="Total Revenue"
            value={PAYMENT_CURRENCIES.map((c) => formatMoney(data.totalRevenue[c], c)).join(' · ')}
            hint="Net of refunds, per currency"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="User growth per month">
            <MonthBars
              label="New users per month"
              rows={data.months.map((m) => ({ month: m.month, value: m.newUsers }))}
            />
          </Panel>
          <Panel title="Revenue per month">
            <Stack gap="md">
              {PAYMENT_CURRENCIES.map((c) => (
                <Stack key={c} gap={4}>
                  <Text size="sm" fw={600}>
                    {c}
                  </Text>
                  <MonthBars
                    label={`Revenue per month (${c})`}
                    rows={data.months.map((m) => ({ month: m.month, value: m.revenue[c] }))}
                    format={(value) => formatMoney(value, c)}
                  />
                </Stack>
              ))}
            </Stack>
          </Panel>
          <Panel title="Top services">
            {data.topServices.length === 0 ? (
              <Text c="dimmed">No service requests in this period.</Text>
            ) : (
              <List type="ordered" spacing="xs">
                {data.topServices.map((s) => (
                  <List.Item key={s.serviceName}>
                    {s.serviceName} — {s.requests} requests
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
        title="Reports"
        description={data ? `From ${data.from}, computed by the server.` : 'Growth and requests.'}
        actions={
          <Group gap="sm" align="flex-end">
            <Select
              label="Period"
              data={PERIOD_OPTIONS}
              value={period}
              allowDeselect={false}
              onChange={(value) => value && setPeriod(value as ReportPeriod)}
              w={180}
            />
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={exportCsv}
              disabled={!data}
            >
              Export CSV
            </Button>
            {/* The server writes the PDF of the chosen period (figures, tables and charts). */}
            <Button
              component="a"
              href={`${adminApi.reportPdf.path}${queryString({ period })}`}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Export PDF
            </Button>
          </Group>
        }
      />
      {body}
    </Container>
  );
}
