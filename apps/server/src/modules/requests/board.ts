import { isUuid } from '@petmitra/core/marketplace/ids';
import type { ServiceCategory } from '@petmitra/core/marketplace/services';
import {
  EMERGENCY_SERVICE_NAME,
  REQUEST_MESSAGES,
  isEmergencyRequest,
  SERVICE_RADIUS,
  serviceNamesForCategories,
  urgencyFor,
  type BoardFilter,
  type BoardSort,
  type OpenRequest,
} from '@petmitra/core/marketplace/requests';
import { toHourMinute } from '@petmitra/core/marketplace/india-time';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { createProviderServiceService } from '../services/service';
import { createProfileService } from '../users/service';
import { boardPage } from './board-query';
import { createRequestRepository, type BoardScope, type RequestRow } from './repository';
import { location } from './views';

/**
 * The provider's Open Service Requests board: requests open to the categories of their active
 * services, filtered, sorted and counted on the server (board-query.ts).
 */
export function createRequestBoard(ctx: AppContext) {
  const repo = createRequestRepository(ctx.db);
  const providerServices = createProviderServiceService(ctx);
  const profiles = createProfileService(ctx);

  const boardScope = async (providerId: string, now: Date) => {
    const [categories, homeCategories, emergency, reach] = await Promise.all([
      providerServices.activeCategories(providerId),
      providerServices.activeHomeCategories(providerId),
      providerServices.emergencyCare(providerId),
      repo.providerReach(providerId),
    ]);
    // Emergency Care reaches the providers of emergency care only (flagged, or hospitals).
    const names = (list: ServiceCategory[], offersEmergency: boolean) => [
      ...serviceNamesForCategories(list).filter((name) => !isEmergencyRequest(name)),
      ...(offersEmergency ? [EMERGENCY_SERVICE_NAME] : []),
    ];
    const place =
      reach?.latitude != null && reach.longitude != null
        ? { lat: reach.latitude, lng: reach.longitude }
        : null;
    const scope: BoardScope = {
      providerId,
      serviceNames: names(categories, emergency.any),
      homeServiceNames: names(homeCategories, emergency.home),
      place,
      radiusKm: reach?.radiusKm ?? SERVICE_RADIUS.defaultKm,
      now,
    };
    const area = {
      place: place ? location(reach?.city ?? null, reach?.country ?? null) : null,
      radiusKm: scope.radiusKm,
    };
    return { scope, area };
  };

  return {
    /**
     * Does this request reach the provider: sent to them directly, or within their service
     * radius and in the categories of their active services?
     */
    async reachesProvider(request: Pick<RequestRow, 'id'>, providerId: string) {
      const { scope } = await boardScope(providerId, new Date());
      return repo.reaches(request.id, scope);
    },

    /** The Open Service Requests board of a provider. */
    async board(
      user: UserRow,
      query: { filter: BoardFilter; sort: BoardSort; page: number; pageSize: number },
    ) {
      const now = new Date();
      const { scope, area } = await boardScope(user.id, now);
      const list = await boardPage(ctx.db, scope, {
        filter: query.filter,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        requests: list.rows.map((row): OpenRequest => ({
          id: row.id,
          serviceName: row.serviceName,
          category: row.category,
          urgency: urgencyFor(row.neededOn, row.neededAt, now, row.serviceName),
          status: row.status === 'responded' ? 'responded' : 'open',
          ownerName: row.ownerName,
          ownerLocation:
            location(row.locationCity, row.locationCountry) ??
            location(row.ownerCity, row.ownerCountry),
          serviceMode: row.serviceMode,
          place: location(row.locationCity, row.locationCountry),
          distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
          direct: row.directProviderId === user.id,
          responses: row.responses,
          budgetAmount: row.budgetAmount,
          currency: row.currency,
          petName: row.petName,
          petType: row.petType,
          description: row.description,
          neededOn: row.neededOn,
          neededAt: toHourMinute(row.neededAt),
          postedAt: row.createdAt.toISOString(),
        })),
        total: list.total,
        page: query.page,
        pageSize: query.pageSize,
        area,
        counts: list.counts,
      };
    },

    /** The provider a direct request went to declines it; the parent is offered to widen it. */
    async declineDirect(user: UserRow, id: string) {
      const request = isUuid(id) ? await repo.findById(id) : null;
      if (!request || request.directProviderId !== user.id) {
        throw notFound(REQUEST_MESSAGES.notFound);
      }
      await ctx.db.transaction(async (tx) => {
        const declined = await createRequestRepository(tx).declineDirect(id, user.id, new Date());
        if (!declined) throw conflict(REQUEST_MESSAGES.notAcceptable);
        await ctx.events.record(
          tx,
          'request.direct_declined',
          { requestId: id, providerId: user.id },
          { actorId: user.id },
        );
      });
    },

    /** The provider's service radius; answers their reach as the board shows it. */
    async setServiceRadius(user: UserRow, radiusKm: number) {
      await profiles.setServiceRadius(user.id, radiusKm);
      return (await boardScope(user.id, new Date())).area;
    },

    /** Home-page figures for a provider's board. */
    async boardCounts(providerId: string) {
      const { scope } = await boardScope(providerId, new Date());
      const page = await boardPage(ctx.db, scope, {
        filter: 'all',
        sort: 'newest',
        limit: 0,
        offset: 0,
      });
      return page.counts;
    },
  };
}

export type RequestBoard = ReturnType<typeof createRequestBoard>;
