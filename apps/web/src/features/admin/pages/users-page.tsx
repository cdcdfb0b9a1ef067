import {
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconSearch, IconUsers, IconUserHeart, IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminUser } from '@petmitra/core/admin/schemas';
import { ROLE_LABELS, type Role } from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { StatTile } from '../../../components/stat-tile';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatInstantDay } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useAdminUsers, useSetSuspended } from '../api/users';
import { UserEditModal } from '../components/user-edit-modal';
import { UserViewModal } from '../components/user-view-modal';

const PAGE_SIZE = 20;

const ROLE_FILTERS = [
  { value: 'all', label: 'All Roles' },
  { value: 'pet_parent', label: 'Pet Parents' },
  { value: 'service_provider', label: 'Service Providers' },
  { value: 'super_admin', label: 'Super Admins' },
];

const ROLE_COLORS: Record<Role, string> = {
  pet_parent: 'blue',
  service_provider: 'teal',
  super_admin: 'grape',
};

export function UsersPage() {
  usePageTitle('User Management');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const users = useAdminUsers({
    ...(q ? { q } : {}),
    ...(role !== 'all' ? { role: role as Role } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const setSuspended = useSetSuspended();

  const confirmSuspend = (user: AdminUser) => {
    const suspend = !user.suspendedAt;
    modals.openConfirmModal({
      title: suspend ? `Suspend ${user.name}?` : `Reactivate ${user.name}?`,
      children: (
        <Text size="sm">
          {suspend
            ? 'They are signed out everywhere at once, cannot sign in, and their services are hidden from search until you reactivate the account.'
            : 'They can sign in again and their services show in search again.'}
        </Text>
      ),
      labels: { confirm: suspend ? 'Suspend' : 'Reactivate', cancel: 'Cancel' },
      confirmProps: { color: suspend ? 'red' : 'green' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        setSuspended.mutate(
          { id: user.id, suspend },
          {
            onSuccess: () =>
              toast.success(
                suspend ? ADMIN_MESSAGES.userSuspended : ADMIN_MESSAGES.userReactivated,
              ),
            onError: (error) => toast.error(messageForError(error)),
          },
        ),
    });
  };

  const counts = users.data?.counts;
  let list;
  if (users.isPending) list = <PageLoader label="Loading users..." />;
  else if (users.isError)
    list = (
      <ErrorState
        title="We couldn't load the users"
        message={messageForError(users.error)}
        onRetry={() => void users.refetch()}
      />
    );
  else if (users.data.users.length === 0)
    list = (
      <EmptyState icon={<IconUsers size={48} aria-hidden />} title={ADMIN_MESSAGES.noUsersFound}>
        {ADMIN_MESSAGES.noUsersFoundHint} The search matches names and email addresses, in any case.
      </EmptyState>
    );
  else
    list = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                {/* Wide enough that a badge never shortens to its first letter on a phone. */}
                <Table.Th miw={200}>Role</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar radius="xl" color={ROLE_COLORS[user.role]} aria-hidden>
                        {user.name.charAt(0).toUpperCase()}
                      </Avatar>
                      <Stack gap={0}>
                        <Text fw={600} size="sm">
                          {user.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          ID: {user.id.slice(0, 8)}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light" color={ROLE_COLORS[user.role]}>
                        {ROLE_LABELS[user.role]}
                      </Badge>
                      {user.suspendedAt ? (
                        <Badge variant="light" color="red">
                          Suspended
                        </Badge>
                      ) : null}
                      {user.emailVerifiedAt ? null : (
                        <Badge variant="light" color="orange">
                          Email not verified
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
                    <Text size="xs" c="dimmed">
                      {user.phone ?? 'No phone'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatInstantDay(user.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setViewing(user.id)}
                        aria-label={`View ${user.name}`}
                      >
                        View
                      </Button>
                      {user.role !== 'super_admin' ? (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setEditing(user)}
                            aria-label={`Edit ${user.name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color={user.suspendedAt ? 'green' : 'red'}
                            onClick={() => confirmSuspend(user)}
                            aria-label={`${user.suspendedAt ? 'Reactivate' : 'Suspend'} ${user.name}`}
                          >
                            {user.suspendedAt ? 'Reactivate' : 'Suspend'}
                          </Button>
                        </>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          pages={Math.ceil(users.data.total / PAGE_SIZE)}
          page={page}
          onChange={setPage}
        />
      </Stack>
    );

  return (
    <Container size="xl" py="xl">
      <PageHeader
        title="User Management"
        description="Every account: search, view, edit, suspend and reactivate."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <StatTile label="Total Users" value={counts?.total ?? '—'} icon={<IconUsers size={22} />} />
        <StatTile
          label="Service Providers"
          value={counts?.service_provider ?? '—'}
          icon={<IconBriefcase size={22} />}
        />
        <StatTile
          label="Pet Parents"
          value={counts?.pet_parent ?? '—'}
          icon={<IconUserHeart size={22} />}
        />
      </SimpleGrid>
      <Group mb="md" align="flex-end" grow>
        <TextInput
          label="Search users"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Role"
          data={ROLE_FILTERS}
          value={role}
          allowDeselect={false}
          onChange={(value) => {
            setRole(value ?? 'all');
            setPage(1);
          }}
        />
      </Group>
      {list}
      <UserViewModal userId={viewing} onClose={() => setViewing(null)} />
      <UserEditModal user={editing} onClose={() => setEditing(null)} />
    </Container>
  );
}
