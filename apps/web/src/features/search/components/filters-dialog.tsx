import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Chip,
  CloseButton,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { indiaDate } from '@petmitra/core/marketplace/india-time';
import {
  currencySymbol,
  MARKETPLACE_CURRENCIES,
  priceCurrencyForCountry,
  type MarketplaceCurrency,
} from '@petmitra/core/marketplace/money';
import { PET_TYPES, PET_TYPE_LABELS, type PetType } from '@petmitra/core/marketplace/pet-types';
import {
  DEFAULT_SEARCH_FILTERS,
  priceFilterActive,
  searchFiltersSchema,
  type SearchFilters,
} from '@petmitra/core/discovery/search-filters';
import {
  RADIUS_OPTIONS,
  SEARCH_CATEGORY_OPTIONS,
  SEARCH_CATEGORY_TITLES,
  SEARCH_LIMITS,
  type SearchCategory,
} from '@petmitra/core/discovery/search';
import { useSessionUser } from '../../../lib/use-session-user';
import { zodResolver } from '../../../lib/zod-form';
import { useGeolocation } from '../hooks/use-geolocation';
import { CityInput } from './city-input';

interface FilterFormValues {
  category: SearchCategory;
  petTypes: PetType[];
  homeServiceOnly: boolean;
  verifiedOnly: boolean;
  /** The price range's currency; prices in others compare at fixed rates (decision 0026). */
  currency: MarketplaceCurrency;
  priceMin: number | string;
  priceMax: number | string;
  /** '' = any rating. */
  minRating: string;
  city: string;
  lat: number | undefined;
  lng: number | undefined;
  radiusKm: string;
  availableOn: string;
}

/** The filters as the form's values; a price range not yet set is in the searcher's currency. */
function toFormValues(filters: SearchFilters, ownCurrency: MarketplaceCurrency): FilterFormValues {
  return {
    // The filter lists the spec's 'boarding'; the directory's 'accommodation' is the same thing.
    category: filters.category === 'accommodation' ? 'boarding' : filters.category,
    petTypes: filters.petTypes,
    homeServiceOnly: filters.homeServiceOnly,
    verifiedOnly: filters.verifiedOnly,
    currency: priceFilterActive(filters) ? filters.currency : ownCurrency,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    minRating: filters.minRating === undefined ? '' : String(filters.minRating),
    city: filters.city ?? '',
    lat: filters.lat,
    lng: filters.lng,
    radiusKm: String(filters.radiusKm),
    availableOn: filters.availableOn ?? '',
  };
}

const CURRENCY_OPTIONS = MARKETPLACE_CURRENCIES.map((code) => ({
  value: code,
  label: `${code} (${currencySymbol(code)})`,
}));

const RATING_OPTIONS = [
  { value: '', label: 'Any rating' },
  ...[1, 2, 3, 4].map((n) => ({ value: String(n), label: `${n}+ stars` })),
  { value: '5', label: '5 stars' },
];

interface FiltersDialogProps {
  opened: boolean;
  onClose: () => void;
  filters: SearchFilters;
  onApply: (next: Partial<SearchFilters>) => void;
}

/** The advanced-search dialog: every filter the URL can carry except the text and the sort. */
export function FiltersDialog({ opened, onClose, filters, onApply }: FiltersDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search Filters"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <FiltersForm
        filters={filters}
        onApply={(next) => {
          onApply(next);
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

function FiltersForm({
  filters,
  onApply,
  onCancel,
}: {
  filters: SearchFilters;
  onApply: (next: Partial<SearchFilters>) => void;
  onCancel: () => void;
}) {
  // A signed-in searcher's prices are in their country's currency; a guest's in rupees.
  const { user } = useSessionUser();
  const form = useForm<FilterFormValues>({
    initialValues: toFormValues(filters, priceCurrencyForCountry(user?.country)),
    validate: (values) => zodResolver(searchFiltersSchema)(values),
  });
  const geolocation = useGeolocation();
  const today = indiaDate(new Date());
  const hasPosition = form.values.lat !== undefined && form.values.lng !== undefined;

  const locateMe = async () => {
    const position = await geolocation.locate();
    if (position) form.setValues({ lat: position.lat, lng: position.lng });
  };

  const submit = form.onSubmit((values) => {
    const parsed = searchFiltersSchema.safeParse(values);
    if (!parsed.success) return;
    const { q: _q, sort: _sort, page: _page, pageSize: _pageSize, ...chosen } = parsed.data;
    // Name the optional filters even when unset, so clearing one in the dialog clears it in the URL.
    onApply({
      ...chosen,
      lat: chosen.lat,
      lng: chosen.lng,
      minRating: chosen.minRating,
      city: chosen.city,
      availableOn: chosen.availableOn,
    });
  });

  const clearAll = () => {
    const {
      q: _q,
      sort: _sort,
      page: _page,
      pageSize: _pageSize,
      ...defaults
    } = DEFAULT_SEARCH_FILTERS;
    onApply(defaults);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label="Category"
          data={SEARCH_CATEGORY_OPTIONS.map((category) => ({
            value: category,
            label: SEARCH_CATEGORY_TITLES[category],
          }))}
          {...form.getInputProps('category')}
        />

        <Fieldset legend="Pet types" variant="unstyled">
          <Chip.Group
            multiple
            value={form.values.petTypes}
            onChange={(value) => form.setFieldValue('petTypes', value as PetType[])}
          >
            <Group gap={6}>
              {PET_TYPES.map((type) => (
                <Chip key={type} value={type} size="sm">
                  {PET_TYPE_LABELS[type]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Fieldset>

        <Switch
          label="Home service only"
          {...form.getInputProps('homeServiceOnly', { type: 'checkbox' })}
        />

        <Checkbox
          label="Verified only"
          description="Providers whose ID and address PetMitra has checked"
          {...form.getInputProps('verifiedOnly', { type: 'checkbox' })}
        />

        <NativeSelect
          label="Price currency"
          description="Prices in other currencies are compared at fixed exchange rates"
          data={CURRENCY_OPTIONS}
          {...form.getInputProps('currency')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={`Minimum price (${currencySymbol(form.values.currency)})`}
            min={SEARCH_LIMITS.priceMin}
            max={SEARCH_LIMITS.priceMax}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('priceMin')}
          />
          <NumberInput
            label={`Maximum price (${currencySymbol(form.values.currency)})`}
            min={SEARCH_LIMITS.priceMin}
            max={SEARCH_LIMITS.priceMax}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('priceMax')}
          />
        </SimpleGrid>

        <NativeSelect
          label="Minimum rating"
          data={RATING_OPTIONS}
          {...form.getInputProps('minRating')}
        />

        <Fieldset legend="Location" variant="unstyled">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <CityInput
                value={form.values.city}
                onChange={(city) => form.setFieldValue('city', city)}
                error={typeof form.errors.city === 'string' ? form.errors.city : undefined}
              />
              <NativeSelect
                label="Radius"
                data={RADIUS_OPTIONS.map((km) => ({ value: String(km), label: `${km} km` }))}
                {...form.getInputProps('radiusKm')}
              />
            </SimpleGrid>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconCurrentLocation size={16} aria-hidden />}
                loading={geolocation.status === 'locating'}
                onClick={() => void locateMe()}
              >
                Use my location
              </Button>
              {hasPosition ? (
                <Badge
                  variant="light"
                  color="teal"
                  size="lg"
                  tt="none"
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label="Stop using my location"
                      onClick={() => form.setValues({ lat: undefined, lng: undefined })}
                    />
                  }
                >
                  Using your current location
                </Badge>
              ) : null}
            </Group>
            {geolocation.error ? (
              <Alert color="red" variant="light" role="alert">
                {geolocation.error}
              </Alert>
            ) : null}
            <Text size="xs" c="dimmed">
              Distance is measured from your location when you share it, otherwise from the city.
            </Text>
          </Stack>
        </Fieldset>

        <TextInput
          type="date"
          label="Available on"
          min={today}
          {...form.getInputProps('availableOn')}
        />

        <Group justify="space-between" mt="sm">
          <Button variant="subtle" onClick={clearAll}>
            Clear All
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Apply Filters</Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
