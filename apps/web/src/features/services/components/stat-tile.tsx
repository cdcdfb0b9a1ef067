import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure with its label, for the page's summary tiles. */
export function StatTile({
  label,
  value,
  icon,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text fz={24} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
