import { Group, NativeSelect, SegmentedControl } from '@mantine/core';

interface Option {
  value: string;
  label: string;
}

/**
 * The filter bar of an admin list (inboxes, the account request queue): the status as a
 * segmented control and, when given, the type as a select. Each change is reported once; the
 * page resets its pagination in the handler.
 */
export function ListFilters({
  status,
  statuses,
  onStatus,
  type,
  types,
  onType,
}: {
  status: string;
  statuses: Option[];
  onStatus: (value: string) => void;
  type?: string;
  types?: Option[];
  onType?: (value: string) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Filter by status"
        value={status}
        onChange={onStatus}
        data={statuses}
      />
      {types && onType ? (
        <NativeSelect
          aria-label="Filter by type"
          value={type}
          data={types}
          onChange={(event) => onType(event.currentTarget.value)}
        />
      ) : null}
    </Group>
  );
}
