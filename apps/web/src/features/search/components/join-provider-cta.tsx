import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';

/**
 * The directory's call to providers (spec part 2, section 2): join through /register. Memoised:
 * it never changes, and the results page re-renders with every change of its query.
 */
export const JoinProviderCta = memo(function JoinProviderCta() {
  return (
    <Paper withBorder radius="md" p="xl" bg="var(--mantine-color-brand-light)">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} maw={560}>
          <Title order={2} size="h3">
            {SEARCH_MESSAGES.joinAsProvider}
          </Title>
          <Text>
            List your services on PetMitra, reach pet parents near you and keep 100% of your service
            fees.
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/register"
          size="md"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
        >
          Join as a Provider
        </Button>
      </Group>
    </Paper>
  );
});
