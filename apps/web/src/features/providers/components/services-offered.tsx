import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS, orderedPetTypes } from '@petmitra/core/marketplace/pet-types';
import { SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/service-categories';
import { requestServiceFor, requestServiceLink } from '../../../lib/request-service-link';
import { HomeServiceBadge } from '../../../components/service-badges';

/** The provider's active services, each with its pet types, charges and a Request link. */
export function ServicesOffered({ provider }: { provider: ProviderProfile }) {
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
                {service.homeServiceAvailable ? <HomeServiceBadge /> : null}
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
                          {formatMoney(charge.amount, service.currency)}
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
