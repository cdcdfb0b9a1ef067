import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Opens the notifications page. The unread count arrives with the notifications feature. */
export function NotificationBell() {
  return (
    <ActionIcon
      component={Link}
      to="/notifications"
      variant="default"
      size="lg"
      aria-label="Notifications"
      title="Notifications"
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}
