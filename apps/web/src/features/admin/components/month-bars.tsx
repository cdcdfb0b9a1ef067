import { Group, Progress, Stack, Text } from '@mantine/core';

/** A figure per month as horizontal bars, scaled to the largest (a trend at a glance). */
export function MonthBars({
  label,
  rows,
  format = String,
}: {
  label: string;
  rows: { month: string; value: number }[];
  /** How a value reads (money by the money rule); a plain number by default. */
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Stack gap={6} aria-label={label} role="list">
      {rows.map((row) => (
        <Group key={row.month} gap="sm" wrap="nowrap" role="listitem">
          <Text size="sm" w={70} ff="monospace">
            {row.month}
          </Text>
          <Progress
            value={(row.value / max) * 100}
            style={{ flex: 1 }}
            aria-label={`${row.month}: ${format(row.value)}`}
          />
          <Text size="sm" miw={48} ta="right">
            {format(row.value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
