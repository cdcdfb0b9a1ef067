import { Badge, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatTile } from '../../../components/stat-tile';
import { formatInstantDay } from '../../../lib/format-date';
import { useAdminUser } from '../api/users';

/** View: the account, what it owns and did, and its latest activity (audit entries included). */
export function UserViewModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  let body;
  if (detail.isPending) body = <PageLoader label="Loading the account..." />;
  else if (detail.isError)
    body = (
      <ErrorState
        title="We couldn't load this account"
        message={messageForError(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  else {
    const { user, counts, activity } = detail.data;
    body = (
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
          {user.suspendedAt ? (
            <Badge variant="light" color="red">
              Suspended {formatInstantDay(user.suspendedAt)}
            </Badge>
          ) : (
            <Badge variant="light" color="green">
              Active
            </Badge>
          )}
          {user.emailVerifiedAt ? (
            <Badge variant="light" color="teal">
              Email verified {formatInstantDay(user.emailVerifiedAt)}
            </Badge>
          ) : (
            <Badge variant="light" color="orange">
              Email not verified
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Text size="sm">{user.email}</Text>
          <Text size="sm">{user.phone ?? 'No phone'}</Text>
          <Text size="sm">{[user.city, user.country].filter(Boolean).join(', ') || 'No city'}</Text>
          <Text size="sm" c="dimmed">
            Joined {formatInstantDay(user.createdAt)} · ID {user.id}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <StatTile label="Pets" value={counts.pets} />
          <StatTile label="Requests" value={counts.requests} />
          <StatTile label="Services" value={counts.services} />
          <StatTile label="Responses" value={counts.responses} />
          <StatTile label="Reviews" value={counts.reviews} />
          <StatTile label="Security events" value={counts.securityEvents} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={600}>Recent activity</Text>
          {activity.length === 0 ? (
            <Text size="sm" c="dimmed">
              No activity yet.
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {activity.map((item) => (
                <List.Item key={`${item.kind}-${item.id}`}>
                  {item.description}{' '}
                  <Text span size="xs" c="dimmed">
                    {new Date(item.createdAt).toLocaleString('en-IN')}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    );
  }
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={detail.data?.user.name ?? 'Account'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {body}
    </Modal>
  );
}
