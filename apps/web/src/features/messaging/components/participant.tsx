import { Avatar, Badge } from '@mantine/core';
import { MESSAGING_MESSAGES, type Conversation } from '@petmitra/core/messaging/messaging';

const MARKERS = {
  suspended: MESSAGING_MESSAGES.suspendedMarker,
  deactivated: MESSAGING_MESSAGES.deactivatedMarker,
  deleted: MESSAGING_MESSAGES.deletedMarker,
} as const;

export function ParticipantAvatar({ other }: { other: Conversation['other'] }) {
  return (
    <Avatar src={other.profilePic} radius="xl" color="brand" alt="">
      {other.name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** 'This account is suspended' and the like, for an account that is out of service. */
export function StatusMarker({ status }: { status: Conversation['other']['status'] }) {
  if (status === 'active') return null;
  return (
    <Badge color="gray" variant="light" size="sm">
      {MARKERS[status]}
    </Badge>
  );
}

/** What the conversation is about: the request or the service, if any. */
export function aboutText(conversation: Conversation): string | null {
  if (conversation.request) return `About your ${conversation.request.serviceName} request`;
  if (conversation.service) return `About ${conversation.service.name}`;
  return null;
}
