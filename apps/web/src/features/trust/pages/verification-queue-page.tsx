import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { filesApi } from '@petmitra/core/files/files-api';
import {
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_DOCUMENTS,
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUSES,
  type AdminVerification,
  type VerificationStatus,
} from '@petmitra/core/trust/verification';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListFilters } from '../../../components/list-filters';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatInstantDay } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useDecideVerification, useVerificationQueue } from '../api/verification';

const STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const STATUS_FILTERS = VERIFICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** A private document's address: the files API, readable by its owner and the admins only. */
const fileUrl = (id: string) => filesApi.download.path.replace(':id', id);

function Documents({ v }: { v: AdminVerification }) {
  if (v.documentsDeletedAt) {
    return (
      <Text size="sm" c="dimmed">
        Documents deleted on {formatInstantDay(v.documentsDeletedAt)} (30 days after the decision).
      </Text>
    );
  }
  return (
    <Group gap="lg" align="flex-start" wrap="wrap">
      {VERIFICATION_DOCUMENTS.map((doc) => {
        const file = v[doc];
        const label = VERIFICATION_DOCUMENT_LABELS[doc];
        if (!file) return null;
        return (
          <Stack key={doc} gap={4}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {file.contentType.startsWith('image/') ? (
              <Image
                src={fileUrl(file.id)}
                alt={`${label} from ${v.provider.name}`}
                w={220}
                h={150}
                fit="contain"
                radius="sm"
                bd="1px solid var(--mantine-color-default-border)"
              />
            ) : null}
            <Anchor href={fileUrl(file.id)} download={file.filename} size="sm">
              Download {label.toLowerCase()} (
              {file.contentType === 'application/pdf' ? 'PDF' : 'image'})
            </Anchor>
          </Stack>
        );
      })}
    </Group>
  );
}

/** The super admin's provider verification queue (issue 13, item 4). */
export function VerificationQueuePage() {
  usePageTitle('Provider Verification');
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const queue = useVerificationQueue(status);
  const decide = useDecideVerification();

  const confirmApprove = (v: AdminVerification) =>
    modals.openConfirmModal({
      title: `Verify ${v.provider.name}?`,
      children: (
        <Text size="sm">
          The Verified badge shows on their profile, services and responses from today, and they are
          told.
        </Text>
      ),
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        decide.mutate(
          { id: v.id, decision: { decision: 'approve' } },
          {
            onSuccess: () => toast.success(VERIFICATION_MESSAGES.approved),
            onError: (error) => toast.error(messageForError(error)),
          },
        ),
    });

  const confirmReject = (v: AdminVerification) => {
    let reason = '';
    modals.openConfirmModal({
      title: `Reject the documents from ${v.provider.name}?`,
      children: (
        <Textarea
          label="Reason the provider will see"
          required
          data-autofocus
          maxLength={VERIFICATION_LIMITS.reasonMax}
          autosize
          minRows={2}
          onChange={(event) => {
            reason = event.currentTarget.value;
          }}
        />
      ),
      labels: { confirm: 'Reject', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      // Without a reason nothing is sent and the dialog stays open.
      closeOnConfirm: false,
      onConfirm: () => {
        if (!reason.trim()) {
          toast.error(VERIFICATION_MESSAGES.reasonRequired);
          return;
        }
        modals.closeAll();
        decide.mutate(
          { id: v.id, decision: { decision: 'reject', reason } },
          {
            onSuccess: () => toast.success(VERIFICATION_MESSAGES.rejected),
            onError: (error) => toast.error(messageForError(error)),
          },
        );
      },
    });
  };

  let list;
  if (queue.isPending) list = <PageLoader label="Loading submissions..." />;
  else if (queue.isError)
    list = (
      <ErrorState
        title="Could not load submissions"
        message={messageForError(queue.error)}
        onRetry={() => void queue.refetch()}
      />
    );
  else if (queue.data.verifications.length === 0)
    list = (
      <EmptyState icon={<IconRosetteDiscountCheck size={40} aria-hidden />} title="Nothing here">
        {status === 'pending' ? 'No documents are waiting for review.' : 'No submissions yet.'}
      </EmptyState>
    );
  else
    list = (
      <Stack gap="sm">
        {queue.data.verifications.map((v) => (
          <Card key={v.id} withBorder component="article" aria-labelledby={`pv-${v.id}`}>
            <Stack gap="sm">
              <Stack gap={2}>
                <Text fw={600} id={`pv-${v.id}`}>
                  {v.provider.name}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    v.provider.email,
                    v.provider.phone,
                    [v.provider.city, v.provider.country].filter(Boolean).join(', '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  Sent {formatInstantDay(v.submittedAt)}
                  {v.decidedAt ? ` · decided ${formatInstantDay(v.decidedAt)}` : ''}
                </Text>
              </Stack>
              <Documents v={v} />
              {v.rejectionReason ? (
                <Text size="sm">
                  <strong>Reason:</strong> {v.rejectionReason}
                </Text>
              ) : null}
              {v.status === 'pending' ? (
                <Group gap="xs">
                  <Button
                    size="xs"
                    disabled={decide.isPending}
                    onClick={() => confirmApprove(v)}
                    aria-label={`Approve ${v.provider.name}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={decide.isPending}
                    onClick={() => confirmReject(v)}
                    aria-label={`Reject ${v.provider.name}`}
                  >
                    Reject
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Provider Verification"
        description="ID documents and address proofs from providers, oldest first. Documents are deleted 30 days after the decision."
      />
      <Stack mb="md">
        <ListFilters
          status={status}
          statuses={STATUS_FILTERS}
          onStatus={(value) => setStatus(value as VerificationStatus)}
        />
      </Stack>
      {list}
    </Container>
  );
}
