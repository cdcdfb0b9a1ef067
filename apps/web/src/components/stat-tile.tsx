import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One summary figure with its label, and optionally an icon and a hint. */
export function StatTile({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {icon ? (
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
        <Stack gap={0}>
          <Text fz={24} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
