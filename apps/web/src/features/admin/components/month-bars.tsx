import { Group, Progress, Stack, Text } from '@mantine/core';

/** A figure per month as horizontal bars, scaled to the largest (a trend at a glance). */
export function MonthBars({
  label,
  rows,
}: {
  label: string;
  rows: { month: string; value: number }[];
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
            aria-label={`${row.month}: ${row.value}`}
          />
          <Text size="sm" w={48} ta="right">
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
