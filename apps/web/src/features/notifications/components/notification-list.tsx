import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconChecks, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  type NotificationFilter,
} from '@petmitra/core/notifications/settings';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../lib/toast';
import { useNotificationAction, useNotifications } from '../api/notifications';
import { NotificationRow } from './notification-row';

const FILTER_LABELS: Record<NotificationFilter, string> = {
  all: 'All notifications',
  unread: 'Unread',
  service_request_new: NOTIFICATION_TYPE_LABELS.service_request_new,
  review_received: NOTIFICATION_TYPE_LABELS.review_received,
  payment_success: NOTIFICATION_TYPE_LABELS.payment_success,
  security_alert: NOTIFICATION_TYPE_LABELS.security_alert,
};

function confirm(title: string, message: string, label: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: label, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    closeButtonProps: { 'aria-label': 'Close' },
    onConfirm,
  });
}

/**
 * The Notifications tab: search over title and message and the filter (both on the server),
 * pages of 20, select all or some for bulk mark read and delete, per-item actions, Clear All.
 */
export function NotificationList() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useNotifications({ q: q || undefined, filter, page });
  const action = useNotificationAction();

  const run = (input: Parameters<typeof action.mutate>[0], done?: string) =>
    action.mutate(input, {
      onSuccess: () => {
        setSelected(new Set());
        if (done) toast.success(done);
      },
      onError: (error) => toast.error(messageForError(error)),
    });

  const items = list.data?.notifications ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / NOTIFICATION_LIMITS.pageSize);
  const chosen = items.filter((n) => selected.has(n.id)).map((n) => n.id);
  const allChosen = items.length > 0 && chosen.length === items.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const changeFilter = (next: NotificationFilter) => {
    setFilter(next);
    setPage(1);
    setSelected(new Set());
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search notifications"
          placeholder="Search title or message"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <NativeSelect
          label="Filter"
          data={NOTIFICATION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          value={filter}
          onChange={(e) => changeFilter(e.currentTarget.value as NotificationFilter)}
          style={{ flex: '0 1 220px' }}
        />
      </Group>

      <Group justify="space-between" gap="sm">
        <Checkbox
          label={chosen.length > 0 ? `${chosen.length} selected` : 'Select all'}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={items.length === 0}
          onChange={(e) =>
            setSelected(e.currentTarget.checked ? new Set(items.map((n) => n.id)) : new Set())
          }
        />
        <Group gap="xs">
          {chosen.length > 0 ? (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconChecks size={16} aria-hidden />}
                onClick={() => run({ kind: 'readMany', ids: chosen })}
              >
                Mark as read
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() =>
                  confirm(
                    'Delete notifications?',
                    NOTIFICATION_MESSAGES.confirmBulkDelete(chosen.length),
                    'Delete',
                    () => run({ kind: 'deleteMany', ids: chosen }),
                  )
                }
              >
                Delete
              </Button>
            </>
          ) : null}
          <Button
            size="xs"
            variant="default"
            onClick={() => run({ kind: 'readAll' })}
            disabled={(list.data?.unread ?? 0) === 0}
          >
            Mark all read
          </Button>
          <Button
            size="xs"
            color="red"
            variant="subtle"
            disabled={total === 0 && !q && filter === 'all'}
            onClick={() =>
              confirm(
                'Clear all notifications?',
                NOTIFICATION_MESSAGES.confirmClearAll,
                'Clear All',
                () => run({ kind: 'clearAll' }),
              )
            }
          >
            Clear All
          </Button>
        </Group>
      </Group>

      {list.isPending ? <PageLoader label="Loading notifications..." /> : null}
      {list.isError ? (
        <ErrorState
          title="We couldn't load your notifications"
          message={messageForError(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {NOTIFICATION_MESSAGES.empty}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Stack gap={4} component="ul" p={0} m={0} aria-label="Notifications">
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
              onRead={() => run({ kind: 'read', id: item.id })}
              onDelete={() =>
                confirm('Delete notification?', NOTIFICATION_MESSAGES.confirmDelete, 'Delete', () =>
                  run({ kind: 'delete', id: item.id }),
                )
              }
            />
          ))}
        </Stack>
      ) : null}
      <ListPagination
        pages={pages}
        page={page}
        onChange={(next) => {
          setPage(next);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
