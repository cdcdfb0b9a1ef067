import { toHourMinute } from '@petmitra/core/marketplace/india-time';
import { formatInr } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pets';
import { categoriesForServiceName } from '@petmitra/core/marketplace/requests';
import type { AppContext } from '../../context';
import { createNotificationService } from '../notifications/service';
import { createProviderServiceService } from '../services/service';
import { createRequestRepository } from './repository';

/** How many expired requests one run of the expiry job closes (the next run takes the rest). */
const EXPIRY_BATCH = 200;
export const EXPIRE_REQUESTS_JOB = 'requests.expire';
export const DIRECT_UNANSWERED_JOB = 'requests.direct-unanswered';

/**
 * What the requests module does after its events commit: notifications to the other side, and
 * the scheduled job that closes requests whose time passed with nobody chosen. Every consumer
 * writes with the event's id as its dedupe key, so a second run writes nothing new.
 */
export function registerRequestConsumers(ctx: AppContext) {
  const repo = createRequestRepository(ctx.db);
  const notifications = createNotificationService(ctx);
  const providerServices = createProviderServiceService(ctx);

  /** Tells the providers a request reaches that it is there (posted, or widened). */
  const notifyReached = async (requestId: string, dedupeKey: string) => {
    const row = await repo.detail(requestId);
    if (!row) return;
    const r = row.request;
    if (r.status !== 'open' && r.status !== 'responded') return;
    // A direct request reaches its provider only; any other, the providers whose service
    // radius holds its place (none when it has no place).
    const providerIds = r.directProviderId
      ? [r.directProviderId]
      : r.latitude !== null && r.longitude !== null
        ? await providerServices.providerIdsReaching(
            categoriesForServiceName(r.serviceName),
            { lat: r.latitude, lng: r.longitude },
            r.serviceMode === 'home',
          )
        : [];
    const pet = row.pet ? `${row.pet.name} (${PET_TYPE_LABELS[row.pet.type]})` : 'a pet';
    await notifications.notifyMany(
      providerIds.filter((id) => id !== r.requesterId),
      {
        type: 'service_request_new',
        title: 'New Service Request',
        message: `${r.serviceName} for ${pet} on ${r.neededOn} at ${toHourMinute(r.neededAt)}${
          r.budgetAmount !== null ? `, budget ${formatInr(r.budgetAmount)}` : ''
        }.`,
        data: { requestId: r.id, serviceName: r.serviceName, link: `/request/${r.id}` },
      },
      { dedupeKey },
    );
  };

  ctx.events.consume('request.created', 'notify-providers', (event) =>
    notifyReached(event.payload.requestId, event.id),
  );
  ctx.events.consume('request.widened', 'notify-providers', (event) =>
    notifyReached(event.payload.requestId, event.id),
  );

  /** Offers the parent to widen a direct request their provider declined or left unanswered. */
  const offerWiden = async (
    requestId: string,
    why: 'declined' | 'unanswered',
    dedupeKey: string,
  ) => {
    const row = await repo.detail(requestId);
    if (!row || !row.request.directProviderId) return;
    const r = row.request;
    const who = row.directProviderName ?? 'The provider you chose';
    await notifications.notify(
      r.requesterId,
      {
        type: 'service_request_response',
        title: why === 'declined' ? 'Provider Declined' : 'No Answer Yet',
        message: `${who} ${why === 'declined' ? 'declined' : 'has not answered'} your ${r.serviceName} request for ${r.neededOn}. You can send it to every provider nearby.`,
        data: { requestId: r.id, link: `/request/${r.id}` },
      },
      { dedupeKey },
    );
  };

  ctx.events.consume('request.direct_declined', 'offer-widen', (event) =>
    offerWiden(event.payload.requestId, 'declined', event.id),
  );

  ctx.events.consume('request.cancelled', 'notify-people', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    const data = { requestId: r.id, serviceName: r.serviceName, link: `/request/${r.id}` };
    const responders = await repo.responderIds(r.id);
    if (event.payload.reason === 'requester') {
      await notifications.notifyMany(
        responders,
        {
          type: 'service_request_cancelled',
          title: 'Service Request Cancelled',
          message: `${row.requester.name} cancelled the ${r.serviceName} request for ${r.neededOn}.`,
          data,
        },
        { dedupeKey: event.id },
      );
      return;
    }
    await notifications.notify(
      r.requesterId,
      {
        type: 'service_request_cancelled',
        title: 'Service Request Expired',
        message: `Your ${r.serviceName} request for ${r.neededOn} at ${toHourMinute(r.neededAt)} has closed: its time passed before a provider was chosen. You can post a new request at any time.`,
        data: { ...data, link: '/my-service-requests' },
      },
      { dedupeKey: event.id },
    );
    await notifications.notifyMany(
      responders,
      {
        type: 'service_request_cancelled',
        title: 'Service Request Closed',
        message: `The ${r.serviceName} request for ${r.neededOn} closed without a provider being chosen.`,
        data,
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('response.accepted', 'notify-provider', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    await notifications.notify(
      event.payload.providerId,
      {
        type: 'service_request_accepted',
        title: 'Response Accepted',
        message: `${row.requester.name} accepted your response to the ${r.serviceName} request for ${r.neededOn} at ${toHourMinute(r.neededAt)}.`,
        data: {
          requestId: r.id,
          responseId: event.payload.responseId,
          link: `/request/${r.id}`,
        },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('request.completed', 'notify-other-party', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    const recipient = event.payload.by === 'requester' ? r.selectedProviderId : r.requesterId;
    if (!recipient) return;
    await notifications.notify(
      recipient,
      {
        type: 'service_request_completed',
        title: 'Service Completed',
        message: `The ${r.serviceName} request for ${r.neededOn} was marked as completed.`,
        data: {
          requestId: r.id,
          responseId: event.payload.responseId,
          link: `/request/${r.id}`,
        },
      },
      { dedupeKey: event.id },
    );
  });

  // Every 5 minutes: direct requests whose provider did not answer in time; the parent is
  // offered to widen them (once: the update marks them).
  ctx.jobs.define({
    name: DIRECT_UNANSWERED_JOB,
    cron: '*/5 * * * *',
    retryLimit: 2,
    async handler() {
      const now = new Date();
      for (const row of await repo.unansweredDirect(now, EXPIRY_BATCH)) {
        await offerWiden(row.id, 'unanswered', `direct-unanswered:${row.id}`);
      }
    },
  });

  // Every 5 minutes: requests whose time passed with nobody chosen are closed, one transaction
  // each, and their parent (and responders) told. Only one instance runs each occurrence.
  ctx.jobs.define({
    name: EXPIRE_REQUESTS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 2,
    async handler() {
      const now = new Date();
      for (const id of await repo.expiredIds(now, EXPIRY_BATCH)) {
        await ctx.db.transaction(async (tx) => {
          const closed = await createRequestRepository(tx).expire(id, now);
          if (!closed) return;
          await ctx.events.record(tx, 'request.cancelled', {
            requestId: id,
            requesterId: closed.requesterId,
            reason: 'expired',
          });
        });
      }
    },
  });
}
