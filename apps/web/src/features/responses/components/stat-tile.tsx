import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One summary figure with its label. */
export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={0}>
        <Text fz={26} fw={700} lh={1.2}>
          {value}
        </Text>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}
