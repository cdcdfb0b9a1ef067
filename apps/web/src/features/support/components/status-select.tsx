import { NativeSelect } from '@mantine/core';
import {
  INBOX_STATUSES,
  INBOX_STATUS_LABELS,
  type InboxStatus,
} from '@petmitra/core/support/support';

/** The status of an inbox item (new, in progress, answered), changed in place. */
export function StatusSelect({
  value,
  label,
  onChange,
  disabled,
}: {
  value: InboxStatus;
  label: string;
  onChange: (status: InboxStatus) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      size="xs"
      aria-label={label}
      value={value}
      disabled={disabled}
      data={INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }))}
      onChange={(event) => onChange(event.currentTarget.value as InboxStatus)}
    />
  );
}

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  ...INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] })),
];

export const STATUS_COLORS: Record<InboxStatus, string> = {
  new: 'blue',
  in_progress: 'yellow',
  answered: 'green',
};
