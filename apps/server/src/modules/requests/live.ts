import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { serviceRequests, serviceResponses } from '../../db/schema/marketplace';
import type { DomainEventMap, DomainEventType } from '../../events/catalogue';
import { createLiveService } from '../live/service';

/** The domain events about one service request (their payload names it). */
type RequestEventType = {
  [K in DomainEventType]: DomainEventMap[K] extends { requestId: string } ? K : never;
}[DomainEventType];

/**
 * Every request event, listed once: a new event about a request fails to compile until it is
 * here, so no page showing a request misses a change.
 */
const REQUEST_EVENTS: Record<RequestEventType, true> = {
  'request.created': true,
  'request.cancelled': true,
  'request.widened': true,
  'request.direct_declined': true,
  'response.created': true,
  'response.accepted': true,
  'request.completed': true,
  'request.provider_done': true,
  'response.withdrawn': true,
};

/**
 * Live refresh of the pages that show a request (issue 11): after any change to a request, its
 * parent and every provider involved in it (those who responded, the one it was sent to
 * directly) get `request.changed` in every open tab, and their home pages, My Service Requests,
 * My Responses and the request page refetch. Providers who might newly see a request on their
 * board hear of it through their service_request_new notification.
 */
export function registerRequestLive(ctx: AppContext) {
  const live = createLiveService(ctx);

  async function concerned(requestId: string): Promise<string[]> {
    const [request] = await ctx.db
      .select({
        requesterId: serviceRequests.requesterId,
        directProviderId: serviceRequests.directProviderId,
      })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId));
    if (!request) return [];
    const responders = await ctx.db
      .select({ providerId: serviceResponses.providerId })
      .from(serviceResponses)
      .where(eq(serviceResponses.requestId, requestId));
    return [
      request.requesterId,
      ...(request.directProviderId ? [request.directProviderId] : []),
      ...responders.map((r) => r.providerId),
    ];
  }

  for (const type of Object.keys(REQUEST_EVENTS) as RequestEventType[]) {
    ctx.events.consume(type, 'live-refresh', async (event) => {
      const { requestId } = event.payload;
      await live.publish(
        await concerned(requestId),
        'request.changed',
        { requestId },
        { dedupeKey: `request:${event.id}` },
      );
    });
  }
}
