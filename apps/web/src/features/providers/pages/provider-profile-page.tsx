import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconCalendar,
  IconHome,
  IconMail,
  IconMapPin,
  IconMessage,
  IconPhone,
  IconRosetteDiscountCheck,
  IconSearch,
  IconSend,
  IconStarFilled,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { PROVIDER_MESSAGES, type ProviderProfile } from '@petmitra/core/discovery/providers';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@petmitra/core/discovery/reviews';
import {
  formatRating,
  orderedPetTypes,
  ratingLabel,
  SEARCH_MESSAGES,
} from '@petmitra/core/discovery/search';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { formatInr } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pets';
import { REQUEST_SERVICE_TYPES } from '@petmitra/core/marketplace/requests';
import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from '@petmitra/core/marketplace/services';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { providerQueryKeys, useProvider } from '../api/get-provider';

/** What the route gives the page for the favourites button (the favourites feature's). */
export interface FavoriteActionProps {
  providerId: string;
  isFavorite: boolean | null;
  onChange: (isFavorite: boolean) => void;
  fullWidth?: boolean;
}

interface ProviderProfilePageProps {
  /** Composed by the route file, so this feature does not import the favourites feature. */
  FavoriteAction?: ComponentType<FavoriteActionProps>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request form's service type for a category, when there is one (adoption and stores have none). */
function requestServiceFor(category: ServiceCategory): string | null {
  return REQUEST_SERVICE_TYPES.find((t) => t.categories[0] === category)?.name ?? null;
}

function requestServiceLink(providerId: string, category?: ServiceCategory): string {
  const params = new URLSearchParams({ provider: providerId });
  const service = category ? requestServiceFor(category) : null;
  if (service) params.set('service', service);
  return `/request-service?${params.toString()}`;
}

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function ProviderNotFound() {
  usePageTitle(PROVIDER_MESSAGES.notFoundTitle);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={34} />
        </ThemeIcon>
        <Title order={1}>{PROVIDER_MESSAGES.notFoundTitle}</Title>
        <Text c="dimmed">
          {PROVIDER_MESSAGES.notFound}. The link may be out of date, or the provider may have left
          PetMitra.
        </Text>
        <Button component={Link} to="/search" leftSection={<IconSearch size={18} aria-hidden />}>
          {PROVIDER_MESSAGES.browseOthers}
        </Button>
      </Stack>
    </Container>
  );
}

/** The provider public profile, /provider/{id} (spec part 2, section 2). */
export function ProviderProfilePage({ FavoriteAction }: ProviderProfilePageProps) {
  const { id = '' } = useParams();
  const validId = UUID.test(id);
  const provider = useProvider(validId ? id : '');

  if (!validId) return <ProviderNotFound />;
  if (provider.isPending) return <PageLoader label="Loading provider profile..." />;
  if (provider.isError) {
    if (isApiError(provider.error) && provider.error.status === 404) return <ProviderNotFound />;
    return (
      <ErrorState
        title={PROVIDER_MESSAGES.loadFailed}
        message={messageForError(provider.error)}
        onRetry={() => void provider.refetch()}
      />
    );
  }
  return <ProviderProfileView provider={provider.data} FavoriteAction={FavoriteAction} />;
}

function ProviderProfileView({
  provider,
  FavoriteAction,
}: {
  provider: ProviderProfile;
  FavoriteAction?: ComponentType<FavoriteActionProps>;
}) {
  usePageTitle(provider.name);
  const queryClient = useQueryClient();
  const place = [provider.city, provider.country].filter(Boolean).join(', ');
  const hasReviews = provider.totalReviews > 0;

  const onFavoriteChange = (isFavorite: boolean) =>
    queryClient.setQueryData<ProviderProfile>(providerQueryKeys.detail(provider.id), (old) =>
      old ? { ...old, isFavorite } : old,
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
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
                {provider.verified ? (
                  <Badge
                    variant="light"
                    color="teal"
                    leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
                  >
                    {SEARCH_MESSAGES.verified}
                  </Badge>
                ) : null}
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
                  Joined {monthYear(provider.createdAt)}
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
                <Anchor href={`mailto:${provider.email}`}>
                  <Group gap={6} component="span">
                    <IconMail size={16} aria-hidden />
                    {provider.email}
                  </Group>
                </Anchor>
              </Group>
            </Stack>
          </Group>
        </Paper>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ServicesOffered provider={provider} />
              <ProviderReviews provider={provider} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Paper
                withBorder
                radius="md"
                p="lg"
                component="section"
                aria-labelledby="quick-actions"
              >
                <Title order={2} size="h3" id="quick-actions" mb="md">
                  {PROVIDER_MESSAGES.quickActions}
                </Title>
                <Stack gap="sm">
                  <Button
                    component={Link}
                    to={requestServiceLink(provider.id, provider.services[0]?.category)}
                    leftSection={<IconSend size={18} aria-hidden />}
                    fullWidth
                  >
                    {PROVIDER_MESSAGES.requestService}
                  </Button>
                  <Button
                    component="a"
                    href={`mailto:${provider.email}?subject=${encodeURIComponent(`Enquiry from PetMitra`)}`}
                    variant="default"
                    leftSection={<IconMessage size={18} aria-hidden />}
                    fullWidth
                  >
                    {PROVIDER_MESSAGES.sendMessage}
                  </Button>
                  {FavoriteAction ? (
                    <FavoriteAction
                      providerId={provider.id}
                      isFavorite={provider.isFavorite}
                      onChange={onFavoriteChange}
                      fullWidth
                    />
                  ) : null}
                </Stack>
              </Paper>
              <ProviderStats provider={provider} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function ServicesOffered({ provider }: { provider: ProviderProfile }) {
  return (
    <section aria-labelledby="services-offered">
      <Title order={2} size="h3" id="services-offered" mb="md">
        {PROVIDER_MESSAGES.servicesOffered}
      </Title>
      {provider.services.length === 0 ? (
        <Text c="dimmed">{PROVIDER_MESSAGES.noServices}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {provider.services.map((service) => (
            <Card key={service.id} withBorder radius="md" padding="md" component="article">
              <Stack gap="xs">
                <div>
                  <Title order={3} size="h5">
                    {service.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {SERVICE_CATEGORY_LABELS[service.category]}
                  </Text>
                </div>
                {service.homeServiceAvailable ? (
                  <Badge
                    variant="light"
                    color="grape"
                    leftSection={<IconHome size={12} aria-hidden />}
                  >
                    {SEARCH_MESSAGES.homeService}
                  </Badge>
                ) : null}
                <Group gap={4}>
                  {orderedPetTypes(service.petTypesAccepted).map((type) => (
                    <Badge key={type} variant="outline" color="gray" size="sm" tt="none">
                      {PET_TYPE_LABELS[type]}
                    </Badge>
                  ))}
                </Group>
                {service.charges.length > 0 ? (
                  <Stack
                    gap={2}
                    component="ul"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {service.charges.map((charge, index) => (
                      <Group key={index} justify="space-between" component="li" wrap="nowrap">
                        <Text size="sm">{charge.description}</Text>
                        <Text size="sm" fw={700}>
                          {formatInr(charge.amount)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                ) : (
                  <Text size="sm">{SEARCH_MESSAGES.contactForPricing}</Text>
                )}
                {requestServiceFor(service.category) ? (
                  <Anchor
                    component={Link}
                    to={requestServiceLink(provider.id, service.category)}
                    size="sm"
                  >
                    Request<VisuallyHidden> {service.name}</VisuallyHidden>
                  </Anchor>
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function ProviderReviews({ provider }: { provider: ProviderProfile }) {
  const reviews = provider.reviews.slice(0, REVIEW_LIMITS.providerPageReviews);
  return (
    <section aria-labelledby="provider-reviews">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="provider-reviews">
          Reviews
        </Title>
        {provider.totalReviews > 0 ? (
          <Button component={Link} to={`/reviews/${provider.id}`} variant="subtle">
            {REVIEW_MESSAGES.viewAll}
          </Button>
        ) : null}
      </Group>
      {reviews.length === 0 ? (
        <Text c="dimmed">{REVIEW_MESSAGES.noReviews}</Text>
      ) : (
        <Stack gap="sm">
          {reviews.map((review) => (
            <Card key={review.id} withBorder radius="md" padding="md" component="article">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={review.reviewerProfilePic}
                    alt={review.reviewerProfilePic ? review.reviewerName : undefined}
                    radius="xl"
                    color="brand"
                  >
                    {review.reviewerName.charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Text fw={600} size="sm">
                      {review.reviewerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {shortDate(review.createdAt)}
                      {review.serviceName ? ` · ${review.serviceName}` : ''}
                    </Text>
                  </div>
                </Group>
                <Text
                  size="sm"
                  fw={700}
                  c="var(--mantine-color-yellow-9)"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  <span aria-hidden>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  <VisuallyHidden>{`${review.rating} out of 5 stars`}</VisuallyHidden>
                </Text>
              </Group>
              <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line' }}>
                {review.comment}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}

function ProviderStats({ provider }: { provider: ProviderProfile }) {
  const stats = [
    { label: 'Active services', value: provider.stats.services.toLocaleString('en-IN') },
    {
      label: 'Completed requests',
      value: provider.stats.completedRequests.toLocaleString('en-IN'),
    },
    { label: 'Responses sent', value: provider.stats.responses.toLocaleString('en-IN') },
    {
      label: 'Average rating',
      value: provider.totalReviews > 0 ? formatRating(provider.averageRating) : '–',
    },
    { label: 'Reviews', value: provider.totalReviews.toLocaleString('en-IN') },
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
