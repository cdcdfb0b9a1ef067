import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMail, IconMapPin, IconPhone, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { formatRating, ratingLabel } from '@petmitra/core/discovery/ratings';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { VerifiedBadge } from '../../../components/service-badges';
import { useViewerTimeZone } from '../../../hooks/use-hydrated';
import { formatInstantMonth } from '../../../lib/format-date';

/** Photo, name, verified badge, place, joined date, rating and contact details. */
export function ProviderHeader({ provider }: { provider: ProviderProfile }) {
  const place = [provider.city, provider.country].filter(Boolean).join(', ');
  const hasReviews = provider.totalReviews > 0;
  const timeZone = useViewerTimeZone();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Avatar
          src={provider.profilePic}
          alt={provider.profilePic ? provider.name : undefined}
          size={96}
          radius="50%"
          color="brand"
        >
          {provider.name.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Group gap="sm">
            <Title order={1}>{provider.name}</Title>
            {provider.verified ? <VerifiedBadge iconSize={14} /> : null}
          </Group>
          {place ? (
            <Group gap={6}>
              <IconMapPin size={16} aria-hidden />
              <Text>{place}</Text>
            </Group>
          ) : null}
          <Group gap={6}>
            <IconCalendar size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              Joined {formatInstantMonth(provider.createdAt, timeZone)}
            </Text>
          </Group>
          <Group gap={6}>
            {hasReviews ? (
              <>
                <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
                <Text fw={700}>{formatRating(provider.averageRating)}</Text>
                <Text>{ratingLabel(provider.averageRating)}</Text>
                <Anchor component={Link} to={`/reviews/${provider.id}`}>
                  ({provider.totalReviews} {provider.totalReviews === 1 ? 'review' : 'reviews'})
                </Anchor>
              </>
            ) : (
              <Text c="dimmed">{SEARCH_MESSAGES.noReviews}</Text>
            )}
          </Group>
          <Group gap="lg">
            {provider.phone ? (
              <Anchor href={`tel:${provider.phone.replace(/\s+/g, '')}`}>
                <Group gap={6} component="span">
                  <IconPhone size={16} aria-hidden />
                  {provider.phone}
                </Group>
              </Anchor>
            ) : null}
            {provider.email ? (
              <Anchor href={`mailto:${provider.email}`}>
                <Group gap={6} component="span">
                  <IconMail size={16} aria-hidden />
                  {provider.email}
                </Group>
              </Anchor>
            ) : null}
          </Group>
          {provider.contactShared ? null : (
            <Text size="sm" c="dimmed">
              {PROVIDER_MESSAGES.contactAfterAcceptance}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
