import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone, IconStarFilled } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PET_TYPE_LABELS, orderedPetTypes } from '@petmitra/core/marketplace/pet-types';
import { SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/service-categories';
import type { ServiceCard as ServiceCardData } from '@petmitra/core/discovery/results';
import { priceRangeLabel } from '@petmitra/core/discovery/result-labels';
import { formatRating, ratingLabel } from '@petmitra/core/discovery/ratings';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { DistanceBadge, HomeServiceBadge, VerifiedBadge } from '../../../components/service-badges';

/** 'Bengaluru, India', or whichever of the two is known. */
export function placeLabel(city: string | null, country: string | null): string | null {
  const parts = [city, country].filter((part): part is string => Boolean(part?.trim()));
  return parts.length ? parts.join(', ') : null;
}

/** A service in the directory (spec part 2, section 2). */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  const { provider } = service;
  const callLink = useRef<HTMLAnchorElement>(null);
  const place = placeLabel(provider.city, provider.country);
  const reviewsLabel = `${service.totalReviews} ${service.totalReviews === 1 ? 'review' : 'reviews'}`;

  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {service.name}
            </Title>
            <Text size="sm" c="dimmed">
              {SERVICE_CATEGORY_LABELS[service.category]}
            </Text>
          </Stack>
          {service.distanceKm !== null ? <DistanceBadge km={service.distanceKm} /> : null}
        </Group>

        {provider.verified || service.homeServiceAvailable ? (
          <Group gap={6}>
            {provider.verified ? <VerifiedBadge /> : null}
            {service.homeServiceAvailable ? <HomeServiceBadge /> : null}
          </Group>
        ) : null}

        <Group gap={6} wrap="nowrap">
          {service.totalReviews > 0 ? (
            <>
              <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
              <Text size="sm" fw={700}>
                {formatRating(service.averageRating)}
              </Text>
              <Text size="sm">{ratingLabel(service.averageRating)}</Text>
              <Anchor component={Link} to={`/reviews/${provider.id}`} size="sm">
                ({reviewsLabel})
              </Anchor>
            </>
          ) : (
            <Anchor component={Link} to={`/reviews/${provider.id}`} size="sm" c="dimmed">
              {SEARCH_MESSAGES.noReviews}
            </Anchor>
          )}
        </Group>

        <Stack gap={2}>
          <Text fw={600} size="sm">
            {provider.name}
          </Text>
          {place ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            </Group>
          ) : null}
        </Stack>

        {service.petTypesAccepted.length > 0 ? (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Accepts
            </Text>
            {orderedPetTypes(service.petTypesAccepted).map((type) => (
              <Badge key={type} variant="outline" color="gray" size="sm" tt="none">
                {PET_TYPE_LABELS[type]}
              </Badge>
            ))}
          </Group>
        ) : null}

        <Text fw={700} size="md" mt="auto">
          {priceRangeLabel(service.priceMin, service.priceMax, service.currency)}
        </Text>

        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={`/provider/${provider.id}`} style={{ flex: 1 }}>
            {SEARCH_MESSAGES.viewProfile}
          </Button>
          {provider.phone ? (
            <>
              <ActionIcon
                ref={callLink}
                component="a"
                href={`tel:${provider.phone.replace(/\s+/g, '')}`}
                variant="default"
                size="lg"
                aria-label={`Call ${provider.name}`}
              >
                <IconPhone size={18} aria-hidden />
              </ActionIcon>
              <HoverTooltip target={callLink} label={`Call ${provider.phone}`} />
            </>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
