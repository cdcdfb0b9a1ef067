import { Badge } from '@mantine/core';
import { RESPONSE_STATUS_LABELS, type ResponseStatus } from '@petmitra/core/marketplace/responses';

const COLORS: Record<ResponseStatus, string> = {
  pending: 'indigo',
  accepted: 'blue',
  rejected: 'gray',
  completed: 'cyan',
  withdrawn: 'orange',
};

/** A provider response's status (on the parent's responses list and the provider's own). */
export function ResponseStatusBadge({ status }: { status: ResponseStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {RESPONSE_STATUS_LABELS[status]}
    </Badge>
  );
}
