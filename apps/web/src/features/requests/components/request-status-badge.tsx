import { Badge } from '@mantine/core';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '@petmitra/core/marketplace/requests';

const COLORS: Record<RequestStatus, string> = {
  open: 'blue',
  responded: 'violet',
  completed: 'cyan',
  cancelled: 'gray',
};

/** A request's status; a request closed because its time passed unanswered reads 'Expired'. */
export function RequestStatusBadge({
  status,
  cancelReason = null,
}: {
  status: RequestStatus;
  cancelReason?: 'requester' | 'expired' | null;
}) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {status === 'cancelled' && cancelReason === 'expired'
        ? 'Expired'
        : REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
