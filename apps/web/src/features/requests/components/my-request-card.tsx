import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconMessages, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import {
  REQUEST_MESSAGES,
  SERVICE_MODE_SHORT_LABELS,
  type MyRequest,
} from '@petmitra/core/marketplace/requests';
import { formatClock, formatDay, formatInstantDay } from '../../../lib/format-date';
import { CompleteRequestButton } from './request-lifecycle';
import { RequestStatusBadge } from './request-status-badge';

interface MyRequestCardProps {
  request: MyRequest;
  onViewResponses: (request: MyRequest) => void;
  onEdit: (request: MyRequest) => void;
  onCancel: (request: MyRequest) => void;
  /** Leave Review / View Review for a completed request, composed in by the route. */
  reviewAction?: React.ReactNode;
  busy: boolean;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** One of the parent's requests, with the actions its status allows. */
export function MyRequestCard({
  request,
  onViewResponses,
  onEdit,
  onCancel,
  reviewAction,
  busy,
}: MyRequestCardProps) {
  const isOpen = request.status === 'open';
  const isActive = request.status === 'open' || request.status === 'responded';
  const canComplete = request.status === 'responded' && request.selectedResponseId !== null;

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text component="h3" fw={700} fz="lg">
              {request.serviceName}
            </Text>
            <Text size="sm" c="dimmed">
              Posted {formatInstantDay(request.createdAt)}
            </Text>
          </Stack>
          <RequestStatusBadge status={request.status} cancelReason={request.cancelReason} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Detail label="Where">
            {SERVICE_MODE_SHORT_LABELS[request.serviceMode]}
            {request.place ? `, ${request.place}` : ''}
          </Detail>
          <Detail label="Pet">
            {request.pet ? `${request.pet.name} (${PET_TYPE_LABELS[request.pet.type]})` : 'Removed'}
          </Detail>
          <Detail label="Needed">
            {formatDay(request.neededOn)} at {formatClock(request.neededAt)}
          </Detail>
          <Detail label="Budget">
            {request.budgetAmount === null
              ? REQUEST_MESSAGES.noBudget
              : formatMoney(request.budgetAmount, request.currency)}
          </Detail>
          <Detail label="Responses">{request.responseCount}</Detail>
        </SimpleGrid>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.description}
        </Text>
        {request.selectedProvider ? (
          <Text size="sm">
            Provider:{' '}
            <Anchor
              component={Link}
              to={`/provider/${request.selectedProvider.id}`}
              fw={600}
              underline="always"
            >
              {request.selectedProvider.name}
            </Anchor>
            {request.completedAt ? ` · completed ${formatInstantDay(request.completedAt)}` : ''}
            {!request.completedAt && request.providerDoneAt
              ? ' · marked as done, please confirm'
              : ''}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconMessages size={16} aria-hidden />}
            onClick={() => onViewResponses(request)}
          >
            View Responses
          </Button>
          {isOpen ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={() => onEdit(request)}
            >
              Edit
            </Button>
          ) : null}
          {isActive ? (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onCancel(request)}
              disabled={busy}
            >
              Cancel
            </Button>
          ) : null}
          {canComplete ? <CompleteRequestButton request={request} /> : null}
          {reviewAction}
          <Anchor component={Link} to={`/request/${request.id}`} size="sm" ml="auto">
            Request details
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
