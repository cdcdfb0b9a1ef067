import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAmbulance, IconCurrentLocation, IconPhone } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EMERGENCY_MESSAGES, type EmergencyCard } from '@petmitra/core/discovery/emergency';
import { SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/service-categories';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { messageForError } from '@petmitra/core/errors';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { DistanceBadge, EmergencyBadge, VerifiedBadge } from '../../../components/service-badges';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { useEmergencyServices } from '../api/get-emergency';
import { placeLabel } from '../components/service-card';
import { useGeolocation } from '../hooks/use-geolocation';

const coordinate = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** One place to call: who, how far, and a call button big enough for a thumb. */
function EmergencyItem({ service }: { service: EmergencyCard }) {
  const { provider } = service;
  const place = placeLabel(provider.city, provider.country);
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {service.name}
            </Title>
            <Text size="sm" c="dimmed">
              {provider.name} · {SERVICE_CATEGORY_LABELS[service.category]}
            </Text>
          </Stack>
          {service.distanceKm !== null ? <DistanceBadge km={service.distanceKm} /> : null}
        </Group>
        <Group gap={6}>
          {service.emergency ? <EmergencyBadge /> : null}
          {provider.verified ? <VerifiedBadge /> : null}
        </Group>
        {place ? (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        ) : null}
        <Group gap="xs" grow>
          {provider.phone ? (
            <Button
              component="a"
              href={`tel:${provider.phone.replace(/\s+/g, '')}`}
              color="red.9"
              size="md"
              leftSection={<IconPhone size={18} aria-hidden />}
              aria-label={`Call ${provider.phone}, ${provider.name}`}
            >
              Call {provider.phone}
            </Button>
          ) : null}
          <Button component={Link} to={`/provider/${provider.id}`} variant="default" size="md">
            {SEARCH_MESSAGES.viewProfile}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Emergency Care (/search/emergency): 24×7 services and pet hospitals, nearest first from the
 * place in the URL (?city= or ?lat=&lng=), else the signed-in user's city.
 */
export function EmergencyPage() {
  usePageTitle(EMERGENCY_MESSAGES.title);
  const [params, setParams] = useSearchParams();
  const user = useSessionUser().user;
  const geolocation = useGeolocation();
  const lat = coordinate(params.get('lat'));
  const lng = coordinate(params.get('lng'));
  const hasPosition = lat !== undefined && lng !== undefined;
  const city = params.get('city')?.trim() || (hasPosition ? undefined : (user?.city ?? undefined));
  const query = useEmergencyServices(hasPosition ? { lat, lng } : { city });

  const locateMe = async () => {
    const at = await geolocation.locate();
    if (at) setParams({ lat: at.lat.toFixed(5), lng: at.lng.toFixed(5) }, { replace: true });
  };

  let body;
  if (query.isPending) {
    body = <PageLoader label="Finding emergency care near you..." />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="We couldn't load emergency care"
        message={messageForError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.services.length === 0) {
    body = (
      <EmptyState
        title={EMERGENCY_MESSAGES.none}
        action={
          <Button component={Link} to="/search" variant="light">
            All Pet Services
          </Button>
        }
      >
        {EMERGENCY_MESSAGES.noneDetail}
      </EmptyState>
    );
  } else {
    const from = query.data.location;
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data.services.length} places to call
          {from ? `, nearest to ${from.label ?? 'your location'} first` : ''}.
        </Text>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="section"
          aria-label="Emergency care"
        >
          {query.data.services.map((service) => (
            <EmergencyItem key={service.id} service={service} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={56} radius="md" variant="light" color="red" aria-hidden>
            <IconAmbulance size={32} />
          </ThemeIcon>
          <div>
            <Title order={1}>{EMERGENCY_MESSAGES.title}</Title>
            <Text c="dimmed">{EMERGENCY_MESSAGES.tagline}</Text>
          </div>
        </Group>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            loading={geolocation.status === 'locating'}
            onClick={() => void locateMe()}
          >
            {EMERGENCY_MESSAGES.useLocation}
          </Button>
        </Group>
        {geolocation.error ? (
          <Alert color="yellow" variant="light">
            {geolocation.error}
          </Alert>
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
