import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import {
  REQUEST_MESSAGES,
  SERVICE_MODE_SHORT_LABELS,
  formatDistance,
  type OpenRequest,
} from '@petmitra/core/marketplace/requests';
import { formatClock, formatDay, formatInstantDay } from '../../../lib/format-date';
import { RequestStatusBadge } from './request-status-badge';
import { UrgencyBadge } from './urgency-badge';

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

/** A request on the provider's board. */
export function OpenRequestCard({ request }: { request: OpenRequest }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text component="h2" fw={700} fz="lg">
              {request.serviceName}
            </Text>
            <Text size="sm" c="dimmed">
              {request.ownerName}
              {request.ownerLocation ? ` · ${request.ownerLocation}` : ''} · posted{' '}
              {formatInstantDay(request.postedAt)}
            </Text>
          </Stack>
          <Group gap={6}>
            {request.direct ? (
              <Badge color="grape" variant="light">
                Sent to you only
              </Badge>
            ) : null}
            <UrgencyBadge urgency={request.urgency} />
            <RequestStatusBadge status={request.status} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Detail label="Distance">
            {request.distanceKm === null
              ? 'Not known'
              : `${formatDistance(request.distanceKm)} away`}
            {' · '}
            {SERVICE_MODE_SHORT_LABELS[request.serviceMode]}
          </Detail>
          <Detail label="Pet">
            {request.petName
              ? `${request.petName}${request.petType ? ` (${PET_TYPE_LABELS[request.petType]})` : ''}`
              : 'Not given'}
          </Detail>
          <Detail label="Needed">
            {formatDay(request.neededOn)} at {formatClock(request.neededAt)}
          </Detail>
          <Detail label="Budget">
            {request.budgetAmount === null
              ? REQUEST_MESSAGES.noBudget
              : formatMoney(request.budgetAmount, request.currency)}
          </Detail>
          <Detail label="Responses">{request.responses}</Detail>
        </SimpleGrid>
        <Text size="sm" lineClamp={3}>
          {request.description}
        </Text>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/request/${request.id}`}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            aria-label={`View Details: ${request.serviceName}${request.petName ? ` for ${request.petName}` : ''}`}
          >
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
