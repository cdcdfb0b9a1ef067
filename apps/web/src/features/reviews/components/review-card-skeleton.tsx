import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** One of the three placeholder cards while reviews load. */
export function ReviewCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Group gap="sm" wrap="nowrap">
        <Skeleton height={40} circle />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width="30%" />
          <Skeleton height={12} width="20%" />
        </Stack>
      </Group>
      <Stack gap={6} mt="md">
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
      </Stack>
    </Card>
  );
}
