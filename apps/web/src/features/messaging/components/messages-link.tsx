import { Badge } from '@mantine/core';
import { NavLink } from 'react-router';
import { badgeText } from '@petmitra/core/notifications/settings';
import { useLiveMessages, useUnreadMessages } from '../api/messaging';

/** The header's Messages link with the unread count, kept current by the live stream. */
export function MessagesLink({
  className,
  onClick,
}: {
  className?: string | undefined;
  onClick?: (() => void) | undefined;
}) {
  useLiveMessages();
  const unread = useUnreadMessages();
  const badge = badgeText(unread.data ?? 0);
  return (
    <NavLink to="/messages" className={className} onClick={onClick}>
      Messages
      {badge ? (
        <Badge size="xs" circle={badge.length === 1} ml={4} component="span">
          {badge}
          <span className="visually-hidden"> unread</span>
        </Badge>
      ) : null}
    </NavLink>
  );
}
