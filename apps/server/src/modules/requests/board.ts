import {
  serviceNamesForCategories,
  urgencyFor,
  type BoardFilter,
  type BoardSort,
  type OpenRequest,
} from '@petmitra/core/marketplace/requests';
import { toHourMinute } from '@petmitra/core/marketplace/india-time';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { createProviderServiceService } from '../services/service';
import { createRequestRepository, type BoardScope, type RequestRow } from './repository';
import { location } from './views';

/**
 * The provider's Open Service Requests board: requests open to the categories of their active
 * services, filtered, sorted and counted on the server.
 */
export function createRequestBoard(ctx: AppContext) {
  const repo = createRequestRepository(ctx.db);
  const providerServices = createProviderServiceService(ctx);

  const boardScope = async (providerId: string, now: Date): Promise<BoardScope> => ({
    providerId,
    serviceNames: serviceNamesForCategories(await providerServices.activeCategories(providerId)),
    now,
  });

  return {
    /** Is this request's type served by one of the provider's active categories? */
    async isInProviderCategories(request: Pick<RequestRow, 'serviceName'>, providerId: string) {
      const names = serviceNamesForCategories(await providerServices.activeCategories(providerId));
      return names.includes(request.serviceName);
    },

    /** The Open Service Requests board of a provider. */
    async board(
      user: UserRow,
      query: { filter: BoardFilter; sort: BoardSort; page: number; pageSize: number },
    ) {
      const now = new Date();
      const scope = await boardScope(user.id, now);
      if (scope.serviceNames.length === 0) {
        return {
          requests: [],
          total: 0,
          page: query.page,
          pageSize: query.pageSize,
          counts: { total: 0, open: 0, urgent: 0, noResponses: 0 },
        };
      }
      const [list, counts] = await Promise.all([
        repo.board(scope, {
          filter: query.filter,
          sort: query.sort,
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.boardCounts(scope),
      ]);
      return {
        requests: list.rows.map((row): OpenRequest => ({
          id: row.request.id,
          serviceName: row.request.serviceName,
          category: row.request.category,
          urgency: urgencyFor(row.request.neededOn, row.request.neededAt, now),
          status: row.request.status === 'responded' ? 'responded' : 'open',
          ownerName: row.ownerName,
          ownerLocation: location(row.ownerCity, row.ownerCountry),
          responses: row.responses,
          budgetAmount: row.request.budgetAmount,
          petName: row.petName,
          petType: row.petType,
          description: row.request.description,
          neededOn: row.request.neededOn,
          neededAt: toHourMinute(row.request.neededAt),
          postedAt: row.request.createdAt.toISOString(),
        })),
        total: list.total,
        page: query.page,
        pageSize: query.pageSize,
        counts,
      };
    },

    /** Home-page figures for a provider's board. */
    async boardCounts(providerId: string) {
      const scope = await boardScope(providerId, new Date());
      if (scope.serviceNames.length === 0) return { total: 0, open: 0, urgent: 0, noResponses: 0 };
      return repo.boardCounts(scope);
    },
  };
}

export type RequestBoard = ReturnType<typeof createRequestBoard>;
