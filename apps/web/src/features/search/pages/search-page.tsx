import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  EmptyState,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconAlertCircle,
  IconCamera,
  IconList,
  IconMap,
  IconMoodEmpty,
  IconRefresh,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SearchFilters } from '@petmitra/core/discovery/search-filters';
import { priceFilterActive } from '@petmitra/core/discovery/search-params';
import { currencySymbol } from '@petmitra/core/marketplace/money';
import {
  SEARCH_CATEGORY_TAGLINES,
  SEARCH_CATEGORY_TITLES,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  searchErrorBanner,
  type SearchSort,
} from '@petmitra/core/discovery/search';
import { formatRating } from '@petmitra/core/discovery/ratings';
import { IMAGE_SEARCH_BUTTON_LABEL } from '@petmitra/core/discovery/image-search-copy';
import type { ServiceCard as ServiceCardData } from '@petmitra/core/discovery/results';
import { messageForError } from '@petmitra/core/errors';
import { usePageTitle } from '../../../hooks/use-page-title';
import { announce } from '../../../lib/announce';
import { useSearchServices } from '../api/search-services';
import { CATEGORY_ICONS } from '../category-icons';
import { JoinProviderCta } from '../components/join-provider-cta';
import type { MapPoint } from '../components/providers-map';
import { SearchBar } from '../components/search-bar';
import { SearchCounts } from '../components/search-counts';
import { placeLabel, ServiceCard } from '../components/service-card';
import { ServiceCardSkeleton } from '../components/service-card-skeleton';
import cardClasses from '../components/service-card.module.css';
import { useSearchFilters } from '../hooks/use-search-filters';
import { formatCount } from '@petmitra/core/text/numbers';

// Leaflet and its CSS load only when someone opens the map.
const ProvidersMap = lazy(async () => ({
  default: (await import('../components/providers-map')).ProvidersMap,
}));

// The Filters dialog (its number inputs and form code) loads when someone reaches for it.
const loadFiltersDialog = () => import('../components/filters-dialog');
const FiltersDialog = lazy(async () => ({ default: (await loadFiltersDialog()).FiltersDialog }));

// The image search dialog (its camera and upload code) loads only when someone opens it.
const loadImageSearchDialog = () => import('../components/image-search-dialog');
const ImageSearchDialog = lazy(async () => ({
  default: (await loadImageSearchDialog()).ImageSearchDialog,
}));

type View = 'list' | 'map';

/** How many filters (besides the text and the sort) narrow the search, for the Filters badge. */
function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.category !== 'all',
    filters.petTypes.length > 0,
    filters.homeServiceOnly,
    filters.verifiedOnly,
    priceFilterActive(filters),
    filters.minRating !== undefined,
    Boolean(filters.city) || filters.lat !== undefined,
    filters.availableOn !== undefined,
  ].filter(Boolean).length;
}

/** One marker per provider, listing the services of theirs that were found. */
function mapPoints(services: readonly ServiceCardData[]): MapPoint[] {
  const byProvider = new Map<string, MapPoint & { names: string[] }>();
  for (const service of services) {
    if (!service.coordinates) continue;
    const existing = byProvider.get(service.provider.id);
    if (existing) {
      if (!existing.names.includes(service.name)) existing.names.push(service.name);
      continue;
    }
    byProvider.set(service.provider.id, {
      providerId: service.provider.id,
      providerName: service.provider.name,
      lat: service.coordinates.lat,
      lng: service.coordinates.lng,
      names: [service.name],
      details: [],
    });
  }
  return [...byProvider.values()].map(({ names, ...point }) => {
    const first = services.find((s) => s.provider.id === point.providerId);
    const place = first ? placeLabel(first.provider.city, first.provider.country) : null;
    const rating =
      first && first.totalReviews > 0
        ? `★ ${formatRating(first.averageRating)} (${first.totalReviews})`
        : SEARCH_MESSAGES.noReviews;
    return { ...point, details: [names.join(', '), ...(place ? [place] : []), rating] };
  });
}

/**
 * All Pet Services, the directory and search (/services, /search, /search/{category},
 * /directory/{category}): open to guests, every filter in the URL.
 */
export function SearchPage() {
  const { filters, setFilters, categoryNotFound } = useSearchFilters();
  if (categoryNotFound) return <CategoryNotFound />;
  return <SearchResults filters={filters} setFilters={setFilters} />;
}

/** An unknown category answers 'not found', with the way to the real ones. */
function CategoryNotFound() {
  usePageTitle(SEARCH_MESSAGES.categoryNotFound);
  return (
    <Container size="sm" py="xl">
      <EmptyState icon={<IconMoodEmpty size={32} aria-hidden />} withIndicatorBackground py="xl">
        <EmptyState.Title order={1}>{SEARCH_MESSAGES.categoryNotFound}</EmptyState.Title>
        <EmptyState.Description>{SEARCH_MESSAGES.categoryNotFoundDetail}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/search">
            {SEARCH_CATEGORY_TITLES.all}
          </Button>
          <Button component={Link} to="/search/emergency" variant="default">
            Emergency Care
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Container>
  );
}

function SearchResults({
  filters,
  setFilters,
}: Pick<ReturnType<typeof useSearchFilters>, 'filters' | 'setFilters'>) {
  const [view, setView] = useState<View>('list');
  const [filtersOpened, filtersDialog] = useDisclosure(false);
  // Mounted from the first opening on, so closing animates and returns focus as usual.
  const [filtersUsed, setFiltersUsed] = useState(false);
  // The dialog's first opening mounts it already open, so it cannot note what had focus: the
  // page remembers the button and gives focus back to it on close.
  const filtersOpener = useRef<HTMLElement | null>(null);
  const openFiltersDialog = filtersDialog.open;
  const openFilters = useCallback(() => {
    filtersOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFiltersUsed(true);
    openFiltersDialog();
  }, [openFiltersDialog]);
  const closeFilters = () => {
    filtersDialog.close();
    const opener = filtersOpener.current;
    setTimeout(() => {
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    }, 0);
  };
  const [imageOpened, imageDialog] = useDisclosure(false);
  const [imageUsed, setImageUsed] = useState(false);
  const imageOpener = useRef<HTMLElement | null>(null);
  const openImageDialog = imageDialog.open;
  const openImageSearch = useCallback(() => {
    imageOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setImageUsed(true);
    openImageDialog();
  }, [openImageDialog]);
  const closeImageSearch = () => {
    imageDialog.close();
    const opener = imageOpener.current;
    setTimeout(() => {
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    }, 0);
  };
  const results = useSearchServices(filters);

  usePageTitle(SEARCH_CATEGORY_TITLES[filters.category]);

  const pages = results.data?.pages;
  const services = useMemo(() => (pages ?? []).flatMap((page) => page.services), [pages]);
  // The cards follow the answer in a transition: the answer re-renders this page at once (the
  // query's store updates synchronously), and twenty cards in that one task blocked the main
  // thread for 110–180 ms; as a transition they render in slices that yield to input. Until
  // they are in, the skeletons stay.
  const shownServices = useDeferredValue(services);
  const cardsPending = shownServices !== services && shownServices.length === 0;
  const first = pages?.[0];
  const points = useMemo(() => mapPoints(services), [services]);
  useAnnounceResults(results.isSuccess && !results.isFetching ? first : undefined);
  const banner = results.isError ? searchErrorBanner(messageForError(results.error)) : null;
  const centre =
    filters.lat !== undefined && filters.lng !== undefined
      ? { lat: filters.lat, lng: filters.lng }
      : first?.location
        ? { lat: first.location.lat, lng: first.location.lng }
        : null;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <SearchControls
          filters={filters}
          setFilters={setFilters}
          view={view}
          setView={setView}
          openFilters={openFilters}
          openImageSearch={openImageSearch}
          locationLabel={first?.location?.label ?? null}
        />

        <SearchCounts
          loading={results.isPending}
          total={first?.total ?? 0}
          capped={first?.totalCapped ?? false}
          averageRating={first?.averageRating ?? 0}
          within5km={first?.within5km ?? null}
        />

        {first?.cityNotPlaced ? (
          <Alert color="yellow" variant="light">
            We could not place “{filters.city}” on the map, so results mention it in their address
            rather than being measured by distance.
          </Alert>
        ) : null}

        {banner ? (
          <Alert
            color="red"
            variant="light"
            title={banner.title}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{banner.advice}</Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => void results.refetch()}
              >
                Try Again
              </Button>
            </Stack>
          </Alert>
        ) : null}

        {results.isPending || cardsPending ? (
          <div className={cardClasses.grid} role="status" aria-label="Loading services">
            {Array.from({ length: 6 }, (_, i) => (
              <ServiceCardSkeleton key={i} />
            ))}
          </div>
        ) : null}

        {results.isSuccess && services.length === 0 ? (
          <EmptyState
            icon={<IconMoodEmpty size={32} aria-hidden />}
            withIndicatorBackground
            py="xl"
          >
            <EmptyState.Title order={2}>{SEARCH_MESSAGES.noResultsTitle}</EmptyState.Title>
            <EmptyState.Description>{SEARCH_MESSAGES.noResults}</EmptyState.Description>
            <EmptyState.Actions>
              <Button
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={openFilters}
              >
                {SEARCH_MESSAGES.refineSearch}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : null}

        {services.length > 0 && view === 'map' ? (
          <Suspense fallback={<Skeleton height={480} radius="md" />}>
            <ProvidersMap points={points} centre={centre} />
          </Suspense>
        ) : null}

        {!results.isPending && shownServices.length > 0 && view === 'list' ? (
          <ServiceCards services={shownServices} />
        ) : null}

        {results.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="default"
              size="md"
              loading={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {SEARCH_MESSAGES.loadMore}
            </Button>
          </Group>
        ) : null}

        <JoinProviderCta />
      </Stack>

      {imageUsed ? (
        // Preloaded on hover and focus of its button, so there is nothing to wait for here.
        <Suspense fallback={null}>
          <ImageSearchDialog
            opened={imageOpened}
            onClose={closeImageSearch}
            onPetType={(petType) => setFilters({ petTypes: petType ? [petType] : [] })}
          />
        </Suspense>
      ) : null}

      {filtersUsed ? (
        <Suspense fallback={null}>
          <FiltersDialog
            opened={filtersOpened}
            onClose={closeFilters}
            filters={filters}
            onApply={(next) => setFilters(next)}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}

/**
 * The page's heading, search bar and controls. Memoised: they follow the URL's filters, not the
 * answer, so the answer and the query's changes of state re-render the results only.
 */
const SearchControls = memo(function SearchControls({
  filters,
  setFilters,
  view,
  setView,
  openFilters,
  openImageSearch,
  locationLabel,
}: Pick<ReturnType<typeof useSearchFilters>, 'filters' | 'setFilters'> & {
  view: View;
  setView: (view: View) => void;
  openFilters: () => void;
  openImageSearch: () => void;
  locationLabel: string | null;
}) {
  const CategoryIcon = CATEGORY_ICONS[filters.category];
  const filterCount = activeFilterCount(filters);
  return (
    <>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
          <CategoryIcon size={32} />
        </ThemeIcon>
        <div>
          <Title order={1}>{SEARCH_CATEGORY_TITLES[filters.category]}</Title>
          <Text c="dimmed">{SEARCH_CATEGORY_TAGLINES[filters.category]}</Text>
        </div>
      </Group>

      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <SearchBar
            initialQuery={filters.q ?? ''}
            onSearch={(q) => setFilters({ q: q || undefined })}
            onPickLocation={(city) => setFilters({ city, lat: undefined, lng: undefined })}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                rightSection={
                  filterCount > 0 ? (
                    <Badge size="sm" circle aria-hidden>
                      {filterCount}
                    </Badge>
                  ) : null
                }
                onClick={openFilters}
                onPointerEnter={() => void loadFiltersDialog()}
                onFocus={() => void loadFiltersDialog()}
                aria-description={filterCount > 0 ? `${filterCount} filters applied` : undefined}
              >
                {SEARCH_MESSAGES.filters}
              </Button>
              <Button
                variant="default"
                leftSection={<IconCamera size={18} aria-hidden />}
                onClick={openImageSearch}
                onPointerEnter={() => void loadImageSearchDialog()}
                onFocus={() => void loadImageSearchDialog()}
              >
                {IMAGE_SEARCH_BUTTON_LABEL}
              </Button>
              <NativeSelect
                aria-label="Sort by"
                value={filters.sort}
                onChange={(event) => setFilters({ sort: event.currentTarget.value as SearchSort })}
                data={SEARCH_SORTS.map((sort) => ({
                  value: sort,
                  label: SEARCH_SORT_LABELS[sort],
                }))}
              />
            </Group>
            <Button.Group aria-label="Results view">
              <Button
                variant={view === 'list' ? 'filled' : 'default'}
                leftSection={<IconList size={16} aria-hidden />}
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                {SEARCH_MESSAGES.listView}
              </Button>
              <Button
                variant={view === 'map' ? 'filled' : 'default'}
                leftSection={<IconMap size={16} aria-hidden />}
                aria-pressed={view === 'map'}
                onClick={() => setView('map')}
              >
                {SEARCH_MESSAGES.mapView}
              </Button>
            </Button.Group>
          </Group>
          <AppliedFilters filters={filters} locationLabel={locationLabel} />
        </Stack>
      </Paper>
    </>
  );
});

/** '20 services found' in the live region each time a search (or a filter change) settles. */
function useAnnounceResults(page: { total: number; totalCapped: boolean } | undefined) {
  useEffect(() => {
    if (!page) return;
    const count = `${formatCount(page.total)}${page.totalCapped ? '+' : ''}`;
    announce(`${count} ${page.total === 1 ? 'service found' : 'services found'}`);
  }, [page]);
}

/** The result cards; memoised, so a page update that keeps the same services skips them. */
const ServiceCards = memo(function ServiceCards({ services }: { services: ServiceCardData[] }) {
  return (
    <section aria-labelledby="search-results-heading">
      {/* The cards' titles are h3: this h2 keeps the outline in order under the h1. */}
      <Title order={2} id="search-results-heading" className="visually-hidden">
        Services found
      </Title>
      <div className={cardClasses.grid}>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
    </section>
  );
});

/** A one-line summary of what narrows the search, so a shared link explains itself. */
function AppliedFilters({
  filters,
  locationLabel,
}: {
  filters: SearchFilters;
  locationLabel: string | null;
}) {
  const parts: string[] = [];
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.category !== 'all') parts.push(SEARCH_CATEGORY_TITLES[filters.category]);
  if (filters.lat !== undefined) parts.push(`within ${filters.radiusKm} km of your location`);
  else if (filters.city)
    parts.push(`within ${filters.radiusKm} km of ${locationLabel ?? filters.city}`);
  if (filters.petTypes.length) parts.push(`for ${filters.petTypes.join(', ')}`);
  if (filters.homeServiceOnly) parts.push('home service only');
  if (filters.verifiedOnly) parts.push('verified only');
  if (priceFilterActive(filters)) {
    const symbol = currencySymbol(filters.currency);
    parts.push(`${symbol}${filters.priceMin}–${symbol}${filters.priceMax}`);
  }
  if (filters.minRating !== undefined) parts.push(`${filters.minRating}+ stars`);
  if (filters.availableOn) parts.push(`available ${filters.availableOn}`);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      Showing results for {parts.join(' · ')}
    </Text>
  );
}
