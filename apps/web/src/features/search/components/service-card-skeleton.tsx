import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** A card-shaped placeholder while a page of results loads. */
export function ServiceCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={20} width="55%" />
          <Skeleton height={20} width={70} radius="xl" />
        </Group>
        <Skeleton height={14} width="40%" />
        <Skeleton height={14} width="70%" />
        <Group gap="xs">
          <Skeleton height={22} width={60} radius="xl" />
          <Skeleton height={22} width={60} radius="xl" />
        </Group>
        <Skeleton height={14} width="30%" />
        <Group grow>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Group>
      </Stack>
    </Card>
  );
}
