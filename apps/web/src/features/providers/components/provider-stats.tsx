import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { formatRating } from '@petmitra/core/discovery/ratings';
import { formatCount } from '@petmitra/core/text/numbers';

/** Provider Stats: services, completed requests, responses, rating and reviews. */
export function ProviderStats({ provider }: { provider: ProviderProfile }) {
  const stats = [
    { label: 'Active services', value: formatCount(provider.stats.services) },
    {
      label: 'Completed requests',
      value: formatCount(provider.stats.completedRequests),
    },
    { label: 'Responses sent', value: formatCount(provider.stats.responses) },
    {
      label: 'Average rating',
      value: provider.totalReviews > 0 ? formatRating(provider.averageRating) : '–',
    },
    { label: 'Reviews', value: formatCount(provider.totalReviews) },
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="provider-stats">
      <Title order={2} size="h3" id="provider-stats" mb="md">
        {PROVIDER_MESSAGES.stats}
      </Title>
      <Stack gap="xs" component="dl" m={0}>
        {stats.map((stat) => (
          <Group key={stat.label} justify="space-between">
            <Text component="dt" size="sm" c="dimmed">
              {stat.label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {stat.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
