import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, a heading, a line of advice and an action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  maw = 440,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  maw?: number;
}) {
  return (
    <Stack align="center" ta="center" gap="sm" py={48}>
      {icon}
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={maw}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}
