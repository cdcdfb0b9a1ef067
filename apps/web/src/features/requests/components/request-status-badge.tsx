import { Badge } from '@mantine/core';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '@petmitra/core/marketplace/requests';

const COLORS: Record<RequestStatus, string> = {
  open: 'blue',
  responded: 'violet',
  completed: 'cyan',
  cancelled: 'gray',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
