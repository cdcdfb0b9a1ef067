import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import type { MessageActionProps } from '../../../lib/message-action';
import { toast } from '../../../lib/toast';
import { useStartConversation } from '../api/messaging';

/** Opens (or reopens) the conversation and goes to it. */
export function MessageButton({
  providerId,
  requestId,
  serviceId,
  label,
  variant = 'default',
  size = 'sm',
  fullWidth,
}: MessageActionProps) {
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      leftSection={<IconMessage size={size === 'xs' ? 14 : 18} aria-hidden />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(
          {
            ...(providerId ? { providerId } : {}),
            ...(requestId ? { requestId } : {}),
            ...(serviceId ? { serviceId } : {}),
          },
          {
            onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
            onError: (error) => toast.error(messageForError(error)),
          },
        )
      }
    >
      {label}
    </Button>
  );
}
