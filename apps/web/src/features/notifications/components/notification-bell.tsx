import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  badgeText,
} from '@petmitra/core/notifications/settings';
import { toast } from '../../../lib/toast';
import {
  useLiveNotifications,
  useNotificationAction,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { NotificationRow } from './notification-row';

/**
 * The header's bell: the unread count ('9+' above 9), kept current by the live stream, and a
 * dropdown of the latest 10 with All and Unread tabs, mark read, mark all read, delete and
 * clear all. High and urgent notifications raise a toast as they arrive.
 */
export function NotificationBell() {
  useLiveNotifications();
  const unread = useUnreadCount();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<'all' | 'unread'>('all');
  const list = useNotifications({ filter: tab, pageSize: NOTIFICATION_LIMITS.bellItems }, opened);
  const action = useNotificationAction();
  const count = unread.data ?? 0;
  const badge = badgeText(count);

  const run = (input: Parameters<typeof action.mutate>[0]) =>
    action.mutate(input, { onError: (error) => toast.error(messageForError(error)) });

  const clearAll = () => {
    setOpened(false);
    modals.openConfirmModal({
      title: 'Clear all notifications?',
      children: <Text size="sm">{NOTIFICATION_MESSAGES.confirmClearAllBell}</Text>,
      labels: { confirm: 'Clear All', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => run({ kind: 'clearAll' }),
    });
  };

  const items = list.data?.notifications ?? [];

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={380}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setOpened((o) => !o)}
          aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}
        >
          <Indicator
            label={badge}
            disabled={!badge}
            size={16}
            color="red"
            offset={-2}
            inline
            data-testid="notification-badge"
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" role="dialog" aria-label="Notifications">
        <Stack gap="xs">
          <Group justify="space-between" px={4}>
            <Text fw={700}>Notifications</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => run({ kind: 'readAll' })}
              disabled={count === 0}
            >
              Mark all read
            </Button>
          </Group>
          <SegmentedControl
            fullWidth
            size="xs"
            value={tab}
            onChange={(value) => setTab(value as 'all' | 'unread')}
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: `Unread${count ? ` (${count})` : ''}` },
            ]}
            aria-label="Show"
          />
          <ScrollArea.Autosize mah={380} type="auto">
            {items.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" size="sm">
                {list.isPending ? 'Loading…' : NOTIFICATION_MESSAGES.empty}
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} aria-label="Latest notifications">
                {items.map((item) => (
                  <NotificationRow
                    key={item.id}
                    item={item}
                    compact
                    onOpen={() => setOpened(false)}
                    onRead={() => run({ kind: 'read', id: item.id })}
                    onDelete={() => run({ kind: 'delete', id: item.id })}
                  />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          <Divider />
          <Group justify="space-between" px={4}>
            <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>
              View all notifications
            </Anchor>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={clearAll}
              disabled={items.length === 0}
            >
              Clear all
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
