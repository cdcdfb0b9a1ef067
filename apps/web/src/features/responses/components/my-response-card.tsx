import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import { RESPONSE_MESSAGES, type MyResponse } from '@petmitra/core/marketplace/responses';
import { formatClock, formatDay, formatInstantDay } from '../../../lib/format-date';
import { ResponseStatusBadge } from '../../../components/response-status-badge';
import { Stars } from '../../../components/stars';
import { MarkDoneButton } from './mark-done-button';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

interface MyResponseCardProps {
  response: MyResponse;
  onEdit: (response: MyResponse) => void;
}

export function MyResponseCard({ response, onEdit }: MyResponseCardProps) {
  const pet = response.petName
    ? `${response.petName}${response.petType ? ` (${PET_TYPE_LABELS[response.petType]})` : ''}`
    : 'Not given';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text component="h3" fw={700} fz="lg">
              {response.serviceName}
            </Text>
            <Text size="sm" c="dimmed">
              For {response.ownerName} · responded {formatInstantDay(response.createdAt)}
            </Text>
          </Stack>
          <ResponseStatusBadge status={response.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Detail label="Pet">{pet}</Detail>
          <Detail label="Quoted price">
            {formatMoney(response.estimatedPrice, response.currency)}
          </Detail>
          {response.status === 'accepted' || response.status === 'completed' ? (
            <Detail label="Scheduled">
              {formatDay(response.neededOn)} at {formatClock(response.neededAt)}
            </Detail>
          ) : (
            <Detail label="Needed">
              {formatDay(response.neededOn)} at {formatClock(response.neededAt)}
            </Detail>
          )}
          {response.completedAt ? (
            <Detail label="Completed">{formatInstantDay(response.completedAt)}</Detail>
          ) : null}
        </SimpleGrid>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {response.message}
        </Text>
        {response.status === 'completed' && response.rating !== null ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Stars value={response.rating} />
              <Text size="sm">Rated {response.rating} out of 5</Text>
            </Group>
            {response.review ? (
              <Text size="sm" fs="italic">
                “{response.review}”
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {response.status === 'withdrawn' ? (
          <Text size="sm" c="dimmed">
            The pet parent withdrew their acceptance
            {response.withdrawReason ? `: ${response.withdrawReason}` : '.'}
          </Text>
        ) : null}
        {response.status === 'rejected' ? (
          <Text size="sm" c="dimmed">
            {RESPONSE_MESSAGES.rejected}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            Request ID: {response.requestId}
          </Text>
          <Group gap="sm">
            {response.status === 'pending' ? (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => onEdit(response)}
              >
                Edit Response
              </Button>
            ) : null}
            {response.status === 'accepted' && response.requestStatus === 'responded' ? (
              <MarkDoneButton
                responseId={response.id}
                neededOn={response.neededOn}
                neededAt={response.neededAt}
                completable={response.completable}
                providerDoneAt={response.providerDoneAt}
              />
            ) : null}
            <Button
              component={Link}
              to={`/request/${response.requestId}`}
              variant="default"
              size="sm"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              View Details
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
