import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's h1 and the dimmed line under it, with the page's actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <Stack gap={4} mb={actions ? undefined : 'lg'}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      {heading}
      {actions}
    </Group>
  );
}
