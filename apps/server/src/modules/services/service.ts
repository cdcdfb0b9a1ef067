import { isUuid } from '@petmitra/core/marketplace/ids';
import { providerPriceCurrency, type MarketplaceCurrency } from '@petmitra/core/marketplace/money';
import { SERVICE_RADIUS, categoriesForServiceName } from '@petmitra/core/marketplace/requests';
import {
  SERVICE_MESSAGES,
  serviceCurrencyMessage,
  type MyService,
  type Service,
  type ServiceCategory,
  type ServiceInput,
  type ServiceUpdateInput,
} from '@petmitra/core/marketplace/services';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { notFound, validationError } from '../../http/errors';
import { createGeoService } from '../geo/service';
import { createServiceRepository, type ServicePatch, type ServiceRow } from './repository';

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    providerId: row.providerId,
    name: row.name,
    category: row.category,
    petTypesAccepted: row.petTypesAccepted,
    homeServiceAvailable: row.homeServiceAvailable,
    emergency: row.emergency,
    charges: row.charges.map((c) => ({ description: c.description, amount: c.amount })),
    currency: row.currency,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The currency a provider's prices are in (decision 0026, `providerPriceCurrency`): their
 * country's, or with the country left blank that of the place the gazetteer finds for their
 * city (where they are on the map). A price sent in another currency is refused, never
 * converted; My Services tells the forms this currency, so they show what is taken here.
 */
export function providerCurrency(
  user: Pick<UserRow, 'country' | 'city'>,
  geo: Pick<ReturnType<typeof createGeoService>, 'placeFor'>,
  sent?: MarketplaceCurrency,
): MarketplaceCurrency {
  const currency = providerPriceCurrency(
    user.country,
    geo.placeFor(user.city, user.country)?.countryCode,
  );
  if (sent !== undefined && sent !== currency) {
    const message = serviceCurrencyMessage(currency);
    throw validationError(message, { currency: [message] });
  }
  return currency;
}

/** A provider's services. Another provider's service is "not found". */
export function createProviderServiceService(ctx: AppContext) {
  const repo = createServiceRepository(ctx.db);
  const geo = createGeoService();

  const owned = async (user: UserRow, id: string) => {
    const row = isUuid(id) ? await repo.findOwned(id, user.id) : null;
    if (!row) throw notFound(SERVICE_MESSAGES.notFound);
    return row;
  };

  return {
    /**
     * My Services: each service with the requests it handled. A request counts for a service
     * when the provider responded to it and its type maps to the service's category; once a
     * response is accepted the request counts only for the service it was linked to.
     */
    async listMine(user: UserRow): Promise<MyService[]> {
      const [rows, responded] = await Promise.all([
        repo.listByProvider(user.id),
        repo.respondedRequests(user.id),
      ]);
      return rows.map((row) => {
        let totalRequests = 0;
        let activeRequests = 0;
        for (const r of responded) {
          const counts = r.serviceId
            ? r.serviceId === row.id
            : categoriesForServiceName(r.serviceName).includes(row.category);
          if (!counts) continue;
          totalRequests += 1;
          if (r.status === 'open' || r.status === 'responded') activeRequests += 1;
        }
        return { ...toService(row), stats: { totalRequests, activeRequests } };
      });
    },

    async get(user: UserRow, id: string) {
      return toService(await owned(user, id));
    },

    /** The currency the provider's new prices are in (the forms show it). */
    currencyFor(user: UserRow): MarketplaceCurrency {
      return providerCurrency(user, geo);
    },

    async create(user: UserRow, input: ServiceInput) {
      const currency = providerCurrency(user, geo, input.currency);
      return toService(
        await repo.insert({
          providerId: user.id,
          name: input.name,
          category: input.category,
          petTypesAccepted: input.petTypesAccepted,
          homeServiceAvailable: input.homeServiceAvailable,
          emergency: input.emergency,
          charges: input.charges,
          currency,
        }),
      );
    },

    async update(user: UserRow, id: string, input: ServiceUpdateInput) {
      await owned(user, id);
      // New charges are in the provider's currency now (a provider who moved country reprices).
      const currency = providerCurrency(user, geo, input.currency);
      const patch: ServicePatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.category !== undefined) patch.category = input.category;
      if (input.petTypesAccepted !== undefined) patch.petTypesAccepted = input.petTypesAccepted;
      if (input.homeServiceAvailable !== undefined)
        patch.homeServiceAvailable = input.homeServiceAvailable;
      if (input.emergency !== undefined) patch.emergency = input.emergency;
      if (input.charges !== undefined) {
        patch.charges = input.charges;
        patch.currency = currency;
      }
      if (input.isActive !== undefined) patch.isActive = input.isActive;
      const updated = await repo.updateOwned(id, user.id, patch);
      if (!updated) throw notFound(SERVICE_MESSAGES.notFound);
      return toService(updated);
    },

    async remove(user: UserRow, id: string) {
      await owned(user, id);
      if (!(await repo.deleteOwned(id, user.id))) throw notFound(SERVICE_MESSAGES.notFound);
    },

    // For the other marketplace modules.
    countFor(providerId: string) {
      return repo.countByProvider(providerId);
    },
    activeCategories(providerId: string): Promise<ServiceCategory[]> {
      return repo.activeCategories(providerId);
    },
    async firstActiveIn(providerId: string, categories: readonly ServiceCategory[]) {
      const row = await repo.firstActiveIn(providerId, categories);
      return row ? toService(row) : null;
    },
    activeHomeCategories(providerId: string): Promise<ServiceCategory[]> {
      return repo.activeHomeCategories(providerId);
    },
    /** Whether the provider offers emergency care, and at the pet's home. */
    emergencyCare(providerId: string) {
      return repo.emergencyCare(providerId);
    },
    /** Providers within whose service radius a request at this place falls. */
    providerIdsReaching(
      categories: readonly ServiceCategory[],
      place: { lat: number; lng: number },
      homeService: boolean,
      emergency = false,
    ) {
      return repo.providerIdsReaching(
        categories,
        place,
        homeService,
        SERVICE_RADIUS.maxKm,
        emergency,
      );
    },
  };
}

export type ProviderServiceService = ReturnType<typeof createProviderServiceService>;
