import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import type { MessageReport } from '@petmitra/core/messaging/messaging';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFilters } from '../../../components/list-filters';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useMessageReports, useResolveReport } from '../api/messaging';
import classes from './messaging.module.css';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Reviewed' },
];

function ReportCard({ report }: { report: MessageReport }) {
  const resolve = useResolveReport();
  const headingId = `report-${report.id}`;
  const nameOf = (id: string) =>
    id === report.parent.id
      ? `${report.parent.name} (pet parent)`
      : id === report.provider.id
        ? `${report.provider.name} (provider)`
        : 'Someone';
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {report.parent.name} and {report.provider.name}
          </Title>
          <Text size="sm">
            Reported by {report.reporter.name} ·{' '}
            {new Date(report.createdAt).toLocaleString('en-IN')}
          </Text>
          <Text size="xs" c="dimmed">
            {report.parent.email} · {report.provider.email}
          </Text>
        </Stack>
        {report.status === 'open' ? (
          <Button
            size="xs"
            loading={resolve.isPending}
            onClick={() =>
              resolve.mutate(report.id, {
                onSuccess: () => toast.success('Report marked as reviewed'),
                onError: (e) => toast.error(messageForError(e)),
              })
            }
          >
            Mark Reviewed
          </Button>
        ) : (
          <Badge color="gray" variant="light">
            Reviewed
          </Badge>
        )}
      </Group>
      <Text mt="sm" fw={600} size="sm">
        Reason
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {report.reason}
      </Text>
      <Text mt="sm" fw={600} size="sm">
        Messages ({report.messages.length})
      </Text>
      {report.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages.
        </Text>
      ) : (
        <ol
          className={classes.history}
          aria-label={`Messages between ${report.parent.name} and ${report.provider.name}`}
          tabIndex={0}
        >
          {report.messages.map((m) => (
            <li
              key={m.id}
              className={classes.message}
              data-mine={m.senderId === report.provider.id || undefined}
            >
              <Text size="xs" fw={600}>
                {nameOf(m.senderId)} · {new Date(m.createdAt).toLocaleString('en-IN')}
              </Text>
              {m.body}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The super admin's queue of reported conversations, with their messages as written. */
export function MessageReportsPage() {
  usePageTitle('Reported Conversations');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const reports = useMessageReports(status);
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Reported Conversations"
        description="Conversations people reported, with their messages as written (contact details unmasked)."
      />
      <Stack gap="md">
        <ListFilters
          status={status}
          statuses={STATUSES}
          onStatus={(value) => setStatus(value === 'resolved' ? 'resolved' : 'open')}
        />
        {reports.isPending ? (
          <PageLoader />
        ) : reports.isError ? (
          <ErrorState
            title="Could not load the reports"
            message={messageForError(reports.error)}
            onRetry={() => void reports.refetch()}
          />
        ) : reports.data.length === 0 ? (
          <EmptyState icon={<IconFlag size={48} aria-hidden />} title="No reports">
            {status === 'open' ? 'Nothing is waiting for review.' : 'No report was reviewed yet.'}
          </EmptyState>
        ) : (
          reports.data.map((report) => <ReportCard key={report.id} report={report} />)
        )}
      </Stack>
    </Container>
  );
}
