import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { INBOX_STATUS_LABELS, type InboxStatus } from '@petmitra/core/support/support';
import { toast } from '../../../lib/toast';
import { STATUS_COLORS, StatusSelect } from './status-select';

/** An inbox item's heading, details, status badge and status control. */
export function InboxItemHeader({
  headingId,
  subject,
  status,
  pending,
  onStatus,
  children,
}: {
  headingId: string;
  subject: string;
  status: InboxStatus;
  pending: boolean;
  onStatus: (status: InboxStatus, onError: (error: unknown) => void) => void;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <div>
        <Title order={2} size="h5" id={headingId}>
          {subject}
        </Title>
        {children}
      </div>
      <Group gap="xs">
        <Badge color={STATUS_COLORS[status]} variant="light">
          {INBOX_STATUS_LABELS[status]}
        </Badge>
        <StatusSelect
          label={`Status of ${subject}`}
          value={status}
          disabled={pending}
          onChange={(next) => onStatus(next, (e) => toast.error(messageForError(e)))}
        />
      </Group>
    </Group>
  );
}
