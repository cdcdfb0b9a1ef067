import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMail, IconPhone, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  SEARCH_CATEGORY_OPTIONS,
  SEARCH_CATEGORY_TITLES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type SearchCategory,
} from '@petmitra/core/discovery/search';
import { DEFAULT_SEARCH_FILTERS } from '@petmitra/core/discovery/search-params';
import { messageForError } from '@petmitra/core/errors';
import { usePageTitle } from '../../../hooks/use-page-title';
import { announce } from '../../../lib/announce';
import { useSiteInfo } from '../../../lib/use-site-info';
import { useSearchServices } from '../api/search-services';
import { ServiceCard } from '../components/service-card';
import { ServiceCardSkeleton } from '../components/service-card-skeleton';
import { formatCount } from '@petmitra/core/text/numbers';

const TITLE = 'All Pet Services';

function categoryFrom(value: string | null): SearchCategory {
  return (SEARCH_CATEGORY_OPTIONS as readonly string[]).includes(value ?? '')
    ? (value as SearchCategory)
    : 'all';
}

/**
 * /services (spec 001 §2): every active service on PetMitra, searched as you type over its
 * name, its provider and its charges' descriptions, narrowed by category, with the contacts for
 * whoever does not find what they need. The text and category live in the URL.
 */
export function AllServicesPage() {
  usePageTitle(TITLE);
  const site = useSiteInfo();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const category = categoryFrom(params.get('category'));

  // The typed text reaches the URL (and the server) once typing pauses.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const results = useSearchServices({
    ...DEFAULT_SEARCH_FILTERS,
    q: params.get('q') ?? undefined,
    category,
  });
  const services = results.data?.pages.flatMap((page) => page.services) ?? [];
  const total = results.data?.pages[0]?.total;

  useEffect(() => {
    if (total === undefined) return;
    announce(`${formatCount(total)} ${total === 1 ? 'service' : 'services'} found`);
  }, [total]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{TITLE}</Title>
          <Text c="dimmed">
            Every pet service on {site.siteName}: search by service, provider or what they offer.
          </Text>
        </div>

        <Group align="flex-end" gap="sm" wrap="wrap" role="search">
          <TextInput
            label="Search services"
            placeholder="Service, provider or description"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            maxLength={SEARCH_LIMITS.queryMaxLength}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <NativeSelect
            label="Category"
            value={category}
            data={SEARCH_CATEGORY_OPTIONS.map((value) => ({
              value,
              label: value === 'all' ? 'All Categories' : SEARCH_CATEGORY_TITLES[value],
            }))}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (event.currentTarget.value === 'all') next.delete('category');
                  else next.set('category', event.currentTarget.value);
                  return next;
                },
                { replace: true },
              )
            }
            style={{ flex: '0 1 220px' }}
          />
        </Group>

        {results.isError ? (
          <Alert color="red" title="Services could not be loaded">
            {messageForError(results.error)}
          </Alert>
        ) : null}

        {total !== undefined ? (
          <Text size="sm" c="dimmed">
            {formatCount(total)} {total === 1 ? 'service' : 'services'}
          </Text>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {results.isPending
            ? Array.from({ length: 6 }, (_, i) => <ServiceCardSkeleton key={i} />)
            : services.map((service) => <ServiceCard key={service.id} service={service} />)}
        </SimpleGrid>

        {results.isSuccess && services.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Title order={2} size="h3">
              No services found
            </Title>
            <Text c="dimmed">
              No service matches your search. Try other words or another category.
            </Text>
          </Paper>
        ) : null}

        {results.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="default"
              loading={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {SEARCH_MESSAGES.loadMore}
            </Button>
          </Group>
        ) : null}

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="services-help">
          <Title order={2} size="h4" id="services-help">
            Can’t find what you need?
          </Title>
          <Text mb="sm">Tell us what your pet needs and we will help you find a provider.</Text>
          <Group gap="md">
            <Anchor href={`mailto:${site.supportEmail}`}>
              <Group gap={6} component="span">
                <IconMail size={18} aria-hidden />
                Contact Us
              </Group>
            </Anchor>
            <Anchor href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}>
              <Group gap={6} component="span">
                <IconPhone size={18} aria-hidden />
                Call Us
              </Group>
            </Anchor>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
