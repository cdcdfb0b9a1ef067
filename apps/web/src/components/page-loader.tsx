import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with a visible, announced label ('Loading...', 'Checking admin access...'). */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py={96} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
