import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconHeartOff,
  IconHeart,
  IconMapPin,
  IconSearch,
  IconStarFilled,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { FavoriteProvider } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { formatRating } from '@petmitra/core/discovery/ratings';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { messageForError } from '@petmitra/core/errors';
import { SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/service-categories';
import { ErrorState } from '../../../components/error-state';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';
import { formatInstantDay } from '../../../lib/format-date';
import { listItem } from '../../../lib/list-item';
import { requestServiceLink } from '../../../lib/request-service-link';

/** A pet parent's saved providers (/favorites), each with a way back to it and Remove. */
export function FavoritesPage() {
  usePageTitle(PROVIDER_MESSAGES.favoritesTitle);
  const favorites = useFavorites();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{PROVIDER_MESSAGES.favoritesTitle}</Title>
          <Text c="dimmed">Providers you saved, to find them again quickly.</Text>
        </div>

        {favorites.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading favorites">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={180} radius="md" />
            ))}
          </SimpleGrid>
        ) : null}

        {favorites.isError ? (
          <ErrorState
            title="We couldn't load your favorites"
            message={messageForError(favorites.error)}
            onRetry={() => void favorites.refetch()}
          />
        ) : null}

        {favorites.isSuccess && favorites.data.length === 0 ? (
          <EmptyState icon={<IconHeart size={32} aria-hidden />} withIndicatorBackground py="xl">
            <EmptyState.Title order={2}>{PROVIDER_MESSAGES.noFavorites}</EmptyState.Title>
            <EmptyState.Description>
              Tap Add to Favorites on a provider's profile to keep them here.
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button
                component={Link}
                to="/search"
                leftSection={<IconSearch size={18} aria-hidden />}
              >
                Find Services
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : null}

        {favorites.isSuccess && favorites.data.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {favorites.data.map((provider) => (
              <FavoriteCard key={provider.id} provider={provider} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Container>
  );
}

function FavoriteCard({ provider }: { provider: FavoriteProvider }) {
  const setFavorite = useSetFavorite();
  const place = [provider.city, provider.country].filter(Boolean).join(', ');

  const remove = () =>
    setFavorite.mutate(
      { providerId: provider.id, favorite: false },
      {
        onSuccess: () => toast.success(PROVIDER_MESSAGES.removedFromFavorites),
        onError: (error) => toast.error(messageForError(error)),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="article" {...listItem(provider.id)}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={provider.profilePic}
            alt={provider.profilePic ? provider.name : undefined}
            size={48}
            radius="xl"
            color="brand"
          >
            {provider.name.charAt(0).toUpperCase()}
          </Avatar>
          <div>
            <Title order={2} size="h4">
              {provider.name}
            </Title>
            {place ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {place}
                </Text>
              </Group>
            ) : null}
          </div>
        </Group>
        <Group gap={6}>
          {provider.totalReviews > 0 ? (
            <>
              <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text size="sm" fw={700}>
                {formatRating(provider.averageRating)}
              </Text>
              <Text size="sm" c="dimmed">
                ({provider.totalReviews} {provider.totalReviews === 1 ? 'review' : 'reviews'})
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {SEARCH_MESSAGES.noReviews}
            </Text>
          )}
        </Group>
        {provider.categories.length > 0 ? (
          <Group gap={4}>
            {provider.categories.map((category) => (
              <Badge key={category} variant="light" size="sm" tt="none">
                {SERVICE_CATEGORY_LABELS[category]}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          Saved {formatInstantDay(provider.favoritedAt)}
        </Text>
        <Group gap="xs" mt="auto" grow>
          <Button component={Link} to={`/provider/${provider.id}`}>
            {SEARCH_MESSAGES.viewProfile}
          </Button>
          <Button
            component={Link}
            variant="light"
            to={requestServiceLink(provider.id, provider.categories[0])}
            aria-label={`Request Service from ${provider.name}`}
          >
            Request Service
          </Button>
          <Button
            variant="default"
            leftSection={<IconHeartOff size={16} aria-hidden />}
            onClick={remove}
            loading={setFavorite.isPending}
            aria-label={`Remove ${provider.name} from favorites`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
