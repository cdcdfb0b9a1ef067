import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NotificationItem } from '@petmitra/core/notifications/schemas';
import { NOTIFICATION_TYPE_LABELS } from '@petmitra/core/notifications/settings';
import { listItem } from '../../../lib/list-item';

const PRIORITY_COLORS = { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' } as const;

/** '5 min ago', '3 h ago', then the date. */
export function formatWhen(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });
}

/**
 * One notification: its title links to what it is about (and marks it read), with mark read
 * and delete; on the page also a checkbox for bulk actions.
 */
export function NotificationRow({
  item,
  onRead,
  onDelete,
  onOpen,
  selected,
  onSelect,
  compact = false,
}: {
  item: NotificationItem;
  onRead: () => void;
  onDelete: () => void;
  onOpen?: () => void;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  compact?: boolean;
}) {
  const open = () => {
    if (!item.read) onRead();
    onOpen?.();
  };
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      p="sm"
      component="li"
      {...listItem(item.id)}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: item.read ? undefined : 'var(--mantine-color-blue-light)',
        listStyle: 'none',
      }}
    >
      {onSelect ? (
        <Checkbox
          mt={4}
          checked={selected ?? false}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={`Select ${item.title}`}
        />
      ) : null}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          {item.read ? null : (
            <Text span size="xs" c="blue" fw={700} aria-label="Unread">
              ●
            </Text>
          )}
          <Anchor
            component={Link}
            to={item.link ?? '/notifications'}
            onClick={open}
            fw={item.read ? 500 : 700}
            size="sm"
            c="var(--mantine-color-text)"
            lineClamp={1}
          >
            {item.title}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined}>
          {item.message}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {formatWhen(item.createdAt)}
          </Text>
          {compact ? null : (
            <>
              <Badge size="xs" variant="light" tt="none">
                {NOTIFICATION_TYPE_LABELS[item.type]}
              </Badge>
              {item.priority === 'high' || item.priority === 'urgent' ? (
                <Badge size="xs" color={PRIORITY_COLORS[item.priority]} variant="light">
                  {item.priority}
                </Badge>
              ) : null}
            </>
          )}
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {item.read ? null : (
          <Tooltip label="Mark as read">
            <ActionIcon variant="subtle" onClick={onRead} aria-label={`Mark ${item.title} as read`}>
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${item.title}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
