import type {
  ActivityItem,
  ParentDashboard,
  ProviderDashboard,
} from '@petmitra/core/marketplace/dashboard';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pets';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { createPetService } from '../pets/service';
import { createRequestService } from '../requests/service';
import { createResponseService } from '../responses/service';
import { createProviderServiceService } from '../services/service';

const RECENT = 8;

const newestFirst = (items: ActivityItem[]) =>
  items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT);

/** The home pages' figures and recent activity, from real rows. */
export function createDashboardService(ctx: AppContext) {
  const pets = createPetService(ctx);
  const requests = createRequestService(ctx);
  const responses = createResponseService(ctx);
  const services = createProviderServiceService(ctx);

  return {
    async parent(user: UserRow, now = new Date()): Promise<ParentDashboard> {
      const [petList, tiles, quota, recent] = await Promise.all([
        pets.list(user),
        requests.countsForRequester(user),
        requests.quota(user, now),
        requests.recentForRequester(user.id, RECENT),
      ]);
      const c = tiles.counts;
      const activity: ActivityItem[] = [];
      for (const pet of petList.slice(0, RECENT)) {
        activity.push({
          kind: 'pet_added',
          title: `Added ${pet.name} (${PET_TYPE_LABELS[pet.type]})`,
          link: '/my-pets',
          at: pet.createdAt,
        });
      }
      for (const { card, petLabel } of recent.requests) {
        activity.push({
          kind: 'request_posted',
          title: `Requested ${card.serviceName} for ${petLabel}`,
          link: '/my-service-requests',
          at: card.createdAt,
        });
        if (card.status === 'completed' && card.completedAt) {
          activity.push({
            kind: 'request_completed',
            title: `${card.serviceName} completed${card.selectedProvider ? ` by ${card.selectedProvider.name}` : ''}`,
            link: '/my-service-requests',
            at: card.completedAt,
          });
        }
        if (card.status === 'cancelled' && card.cancelledAt) {
          activity.push({
            kind: 'request_cancelled',
            title: `Cancelled ${card.serviceName} request`,
            link: '/my-service-requests',
            at: card.cancelledAt,
          });
        }
      }
      for (const r of recent.responses) {
        activity.push({
          kind: 'response_received',
          title: `${r.providerName} responded to your ${r.serviceName} request`,
          link: '/my-service-requests',
          at: r.createdAt.toISOString(),
        });
      }
      return {
        pets: petList.length,
        requests: c.open + c.responded + c.completed + c.cancelled,
        requestsThisMonth: quota,
        activeRequests: c.open + c.responded,
        completedRequests: c.completed,
        recentActivity: newestFirst(activity),
      };
    },

    async provider(user: UserRow, now = new Date()): Promise<ProviderDashboard> {
      const [mine, board, quota, totalResponses, rating, recent] = await Promise.all([
        services.listMine(user),
        requests.board(user, { filter: 'all', sort: 'newest', page: 1, pageSize: 5 }),
        responses.quota(user, now),
        responses.countFor(user.id),
        responses.rating(user.id),
        responses.recentMine(user.id, RECENT),
      ]);
      const activity: ActivityItem[] = [];
      for (const row of recent) {
        const r = row.response;
        const subject = `${row.request.serviceName} for ${row.ownerName}`;
        activity.push({
          kind: 'response_sent',
          title: `Responded to ${subject} (${formatMoney(r.estimatedPrice, r.currency)})`,
          link: `/request/${r.requestId}`,
          at: r.createdAt.toISOString(),
        });
        if (r.status === 'accepted' || r.status === 'rejected') {
          activity.push({
            kind: r.status === 'accepted' ? 'response_accepted' : 'response_rejected',
            title: `${r.status === 'accepted' ? 'Accepted' : 'Not selected'}: ${subject}`,
            link: '/my-responses',
            at: r.updatedAt.toISOString(),
          });
        }
        if (r.status === 'completed' && r.completedAt) {
          activity.push({
            kind: 'response_completed',
            title: `Completed ${subject}`,
            link: '/my-responses',
            at: r.completedAt.toISOString(),
          });
        }
      }
      return {
        services: mine.length,
        activeServices: mine.filter((s) => s.isActive).length,
        activeRequests: board.counts.total,
        responsesThisMonth: quota,
        totalResponses,
        rating: rating.average,
        reviewCount: rating.count,
        recentRequests: board.requests,
        recentActivity: newestFirst(activity),
      };
    },
  };
}
