import { Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { RESPONSE_MESSAGES, type RequestResponse } from '@petmitra/core/marketplace/responses';
import { formatInstantDay } from '../../../lib/format-date';
import { ResponseStatusBadge } from '../../../components/response-status-badge';
import { VerifiedBadge } from '../../../components/service-badges';

interface ResponseListProps {
  responses: readonly RequestResponse[];
  /** Set when the viewer may accept a pending response. */
  onAccept?: (response: RequestResponse) => void;
  acceptingId?: string | null;
  /** A Message button per responding provider (the request's conversation with them). */
  messageAction?: ((response: RequestResponse) => ReactNode) | undefined;
}

/** Providers' responses to a request: who, what they said and their price. */
export function ResponseList({
  responses,
  onAccept,
  acceptingId,
  messageAction,
}: ResponseListProps) {
  if (responses.length === 0) {
    return <Text c="dimmed">{RESPONSE_MESSAGES.empty}</Text>;
  }
  return (
    <Stack gap="sm">
      {responses.map((response) => (
        <Paper key={response.id} withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={response.provider.profilePic} radius="xl" color="brand" alt="">
                  {response.provider.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Anchor component={Link} to={`/provider/${response.provider.id}`} fw={600}>
                      {response.provider.name}
                    </Anchor>
                    {response.provider.verified ? <VerifiedBadge /> : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[response.provider.city, response.provider.country]
                      .filter(Boolean)
                      .join(', ') || 'Location not given'}{' '}
                    · responded {formatInstantDay(response.createdAt)}
                  </Text>
                </Stack>
              </Group>
              <ResponseStatusBadge status={response.status} />
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {response.message}
            </Text>
            {response.status === 'withdrawn' && response.withdrawReason ? (
              <Text size="sm" c="dimmed">
                Acceptance withdrawn: {response.withdrawReason}
              </Text>
            ) : null}
            <Group justify="space-between" align="center">
              <Text size="sm">
                Quoted price:{' '}
                <Text span fw={700}>
                  {formatMoney(response.estimatedPrice, response.currency)}
                </Text>
              </Text>
              <Group gap="xs">
                {messageAction?.(response)}
                {onAccept && response.status === 'pending' ? (
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={16} aria-hidden />}
                    loading={acceptingId === response.id}
                    disabled={Boolean(acceptingId) && acceptingId !== response.id}
                    onClick={() => onAccept(response)}
                  >
                    Accept
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
