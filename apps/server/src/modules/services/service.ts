import { isUuid } from '@petmitra/core/marketplace/ids';
import { SERVICE_RADIUS, categoriesForServiceName } from '@petmitra/core/marketplace/requests';
import {
  SERVICE_MESSAGES,
  type MyService,
  type Service,
  type ServiceCategory,
  type ServiceInput,
  type ServiceUpdateInput,
} from '@petmitra/core/marketplace/services';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { notFound } from '../../http/errors';
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
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A provider's services. Another provider's service is "not found". */
export function createProviderServiceService(ctx: AppContext) {
  const repo = createServiceRepository(ctx.db);

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

    async create(user: UserRow, input: ServiceInput) {
      return toService(
        await repo.insert({
          providerId: user.id,
          name: input.name,
          category: input.category,
          petTypesAccepted: input.petTypesAccepted,
          homeServiceAvailable: input.homeServiceAvailable,
          emergency: input.emergency,
          charges: input.charges,
        }),
      );
    },

    async update(user: UserRow, id: string, input: ServiceUpdateInput) {
      await owned(user, id);
      const patch: ServicePatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.category !== undefined) patch.category = input.category;
      if (input.petTypesAccepted !== undefined) patch.petTypesAccepted = input.petTypesAccepted;
      if (input.homeServiceAvailable !== undefined)
        patch.homeServiceAvailable = input.homeServiceAvailable;
      if (input.emergency !== undefined) patch.emergency = input.emergency;
      if (input.charges !== undefined) patch.charges = input.charges;
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
    /** Providers within whose service radius a request at this place falls. */
    providerIdsReaching(
      categories: readonly ServiceCategory[],
      place: { lat: number; lng: number },
      homeService: boolean,
    ) {
      return repo.providerIdsReaching(categories, place, homeService, SERVICE_RADIUS.maxKm);
    },
  };
}

export type ProviderServiceService = ReturnType<typeof createProviderServiceService>;
