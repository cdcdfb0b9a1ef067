import {
  Badge,
  Button,
  Container,
  Group,
  List,
  RingProgress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconActivity,
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconDownload,
  IconRefresh,
  IconShieldCheck,
} from '@tabler/icons-react';
import {
  DATA_PROTECTION_NOTE,
  scoreColor,
  securityReportFileName,
  securityReportText,
  type SecurityEvent,
  type Severity,
} from '@petmitra/core/admin/security';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { StatTile } from '../../../components/stat-tile';
import { usePageTitle } from '../../../hooks/use-page-title';
import { download } from '../../../lib/download';
import { useComplianceLog, useSecurityDashboard } from '../api/security';
import { Panel } from '../components/panel';
import { TwoFactorPanel } from '../components/two-factor-panel';

const SEVERITY_COLOR: Record<Severity, string> = { high: 'red.9', medium: 'yellow', low: 'gray.7' };
const when = (iso: string) => new Date(iso).toLocaleString('en-IN');

function EventsTable({ events, label }: { events: SecurityEvent[]; label: string }) {
  if (events.length === 0) return <Text c="dimmed">No security events recorded.</Text>;
  return (
    // Scrolls sideways on a phone, so it takes focus: keyboard users can scroll it too.
    <div tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      <Table aria-label={label} striped miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Times</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{when(e.at)}</Table.Td>
              <Table.Td>{e.type}</Table.Td>
              <Table.Td>{e.count}</Table.Td>
              <Table.Td>{e.ip ?? '—'}</Table.Td>
              <Table.Td>{e.email ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="xs" style={{ wordBreak: 'break-word' }}>
                  {e.details || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The compliance view: the latest 20 entries of the security log, re-read every 30 s. */
function ComplianceView() {
  const log = useComplianceLog();
  return (
    <Panel title="Compliance view">
      <Text size="sm" c="dimmed" mb="sm">
        The latest 20 entries of the security log, refreshed every 30 seconds
        {log.data
          ? ` (last refreshed ${new Date(log.data.generatedAt).toLocaleTimeString('en-IN')})`
          : ''}
        .
      </Text>
      {log.isPending ? (
        <PageLoader label="Loading the security log..." />
      ) : log.isError ? (
        <Text c="red.8">{messageForError(log.error)}</Text>
      ) : (
        <EventsTable
          events={log.data.entries}
          label="Compliance view: latest security log entries"
        />
      )}
    </Panel>
  );
}

export function SecurityPage() {
  usePageTitle('Security Dashboard');
  const dashboard = useSecurityDashboard();
  const data = dashboard.data;

  const downloadReport = () => {
    if (!data) return;
    download(
      securityReportFileName(new Date()),
      'text/plain;charset=utf-8',
      securityReportText(data),
    );
  };

  let body;
  if (dashboard.isPending) body = <PageLoader label="Loading the security dashboard..." />;
  else if (dashboard.isError || !data)
    body = (
      <ErrorState
        title="We couldn't load the security dashboard"
        message={messageForError(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  else {
    const color = scoreColor(data.score);
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Group
            gap="sm"
            wrap="nowrap"
            data-testid="security-score"
            data-score-color={color}
            p="md"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-lg)',
            }}
          >
            <RingProgress
              size={72}
              thickness={8}
              roundCaps
              sections={[{ value: data.score, color }]}
              aria-hidden
            />
            <Stack gap={0}>
              <Text fz={24} fw={700} lh={1.2}>
                {data.score}/100
              </Text>
              <Text size="sm" c="dimmed">
                Security Score
              </Text>
            </Stack>
          </Group>
          <StatTile
            label="Active Threats (last hour)"
            value={data.activeThreats}
            icon={<IconAlertTriangle size={22} />}
          />
          <StatTile
            label="Security Events (24 hours)"
            value={data.events.last24Hours}
            hint={`${data.events.total} in the log`}
            icon={<IconActivity size={22} />}
          />
          <StatTile
            label="Compliance"
            value={data.compliant ? '✓ Compliant' : '✗ Not compliant'}
            hint={data.compliant ? 'No high-severity issues' : 'High-severity issues below'}
            icon={<IconShieldCheck size={22} />}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="Security features">
            <List spacing="xs" size="sm" center>
              {data.features.map((f) => (
                <List.Item
                  key={f.name}
                  icon={
                    <ThemeIcon
                      size={22}
                      radius="xl"
                      variant="light"
                      color={f.enabled ? 'green' : 'red'}
                      aria-hidden
                    >
                      {f.enabled ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
                    </ThemeIcon>
                  }
                >
                  <Text span fw={600} size="sm">
                    {f.name}
                  </Text>{' '}
                  <Text span size="sm">
                    ({f.enabled ? 'on' : 'off'}) — {f.detail}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Panel>
          <Stack gap="lg">
            <Panel title="Security issues">
              {data.issues.length === 0 ? (
                <Text c="dimmed">No issues found.</Text>
              ) : (
                <Stack gap="xs">
                  {data.issues.map((issue) => (
                    <Group key={issue.check} gap="sm" wrap="nowrap" align="flex-start">
                      <Badge color={SEVERITY_COLOR[issue.severity]} variant="filled" autoContrast>
                        {issue.severity}
                      </Badge>
                      <Text size="sm">{issue.message}</Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Panel>
            <Panel title="Recommendations">
              {data.recommendations.length === 0 ? (
                <Text c="dimmed">Nothing to recommend: every check passes.</Text>
              ) : (
                <List spacing="xs" size="sm">
                  {data.recommendations.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List>
              )}
            </Panel>
          </Stack>
        </SimpleGrid>

        <TwoFactorPanel />

        <Panel title="Recent security events">
          <EventsTable events={data.recentEvents} label="The 10 latest security events" />
        </Panel>

        <Panel title="Data protection">
          <Text size="sm">{DATA_PROTECTION_NOTE}</Text>
        </Panel>

        <ComplianceView />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <PageHeader
        title="Security Dashboard"
        description="The security score from the server's checks, threats, events and recommendations."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => void dashboard.refetch()}
              loading={dashboard.isRefetching}
            >
              Refresh
            </Button>
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={downloadReport}
              disabled={!data}
            >
              Download Report
            </Button>
          </Group>
        }
      />
      {body}
    </Container>
  );
}
