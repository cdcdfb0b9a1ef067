import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import {
  REQUEST_MESSAGES,
  URGENCY_LABELS,
  type OpenRequest,
  type Urgency,
} from '@petmitra/core/marketplace/requests';
import { timeAgo } from './recent-activity';

const URGENCY_COLORS: Record<Urgency, string> = { high: 'red', medium: 'grape', low: 'gray' };

/** The newest requests in the provider's categories, each linking to its detail page. */
export function RecentRequests({ requests }: { requests: OpenRequest[] }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="recent-requests-heading"
    >
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="recent-requests-heading">
          Recent requests
        </Title>
        <Anchor component={Link} to="/open-requests" size="sm">
          View all open requests
        </Anchor>
      </Group>
      {requests.length === 0 ? (
        <Text c="dimmed">
          No open requests in your categories right now. Add services to see more requests.
        </Text>
      ) : (
        <Stack gap="sm">
          {requests.map((request) => (
            <Group
              key={request.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              align="flex-start"
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/request/${request.id}`} fw={600}>
                  {request.serviceName}
                  {request.petName ? ` for ${request.petName}` : ''}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[
                    request.petType ? PET_TYPE_LABELS[request.petType] : null,
                    request.ownerLocation,
                    request.budgetAmount === null
                      ? REQUEST_MESSAGES.noBudget
                      : `Budget ${formatMoney(request.budgetAmount, request.currency)}`,
                    `posted ${timeAgo(request.postedAt)}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Badge
                variant="light"
                color={URGENCY_COLORS[request.urgency]}
                style={{ flex: 'none' }}
              >
                {URGENCY_LABELS[request.urgency]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
