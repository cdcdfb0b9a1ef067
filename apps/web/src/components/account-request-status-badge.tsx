import { Badge } from '@mantine/core';
import {
  ACCOUNT_REQUEST_STATUS_LABELS,
  type AccountRequestStatus,
} from '@petmitra/core/account/account';

const COLORS: Record<AccountRequestStatus, string> = {
  pending: 'indigo',
  approved: 'blue',
  rejected: 'gray',
};

/** A deactivation or deletion request's status (the user's page and the admin queue). */
export function AccountRequestStatusBadge({ status }: { status: AccountRequestStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {ACCOUNT_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
