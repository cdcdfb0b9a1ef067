import { toHourMinute } from '@petmitra/core/marketplace/india-time';
import { AUTO_CONFIRM_HOURS } from '@petmitra/core/marketplace/lifecycle';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pets';
import { categoriesForServiceName, isEmergencyRequest } from '@petmitra/core/marketplace/requests';
import { RESPONSE_MESSAGES } from '@petmitra/core/marketplace/responses';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { createNotificationService } from '../notifications/service';
import { createProviderServiceService } from '../services/service';
import { createRequestLifecycle } from './lifecycle';
import { createRequestRepository } from './repository';

/** How many expired requests one run of the expiry job closes (the next run takes the rest). */
const EXPIRY_BATCH = 200;
export const EXPIRE_REQUESTS_JOB = 'requests.expire';
export const DIRECT_UNANSWERED_JOB = 'requests.direct-unanswered';
export const AUTO_CONFIRM_JOB = 'requests.auto-confirm';

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
    // radius holds its place (none when it has no place). Emergency Care reaches the providers
    // of emergency care, at once and marked urgent (through quiet hours).
    const emergency = isEmergencyRequest(r.serviceName);
    const providerIds = r.directProviderId
      ? [r.directProviderId]
      : r.latitude !== null && r.longitude !== null
        ? await providerServices.providerIdsReaching(
            categoriesForServiceName(r.serviceName),
            { lat: r.latitude, lng: r.longitude },
            r.serviceMode === 'home',
            emergency,
          )
        : [];
    const pet = row.pet ? `${row.pet.name} (${PET_TYPE_LABELS[row.pet.type]})` : 'a pet';
    await notifications.notifyMany(
      providerIds.filter((id) => id !== r.requesterId),
      {
        type: 'service_request_new',
        title: emergency ? 'Urgent: Emergency Care Request' : 'New Service Request',
        message: `${r.serviceName} for ${pet} on ${r.neededOn} at ${toHourMinute(r.neededAt)}${
          r.budgetAmount !== null ? `, budget ${formatMoney(r.budgetAmount, r.currency)}` : ''
        }.`,
        data: {
          requestId: r.id,
          serviceName: r.serviceName,
          link: `/request/${r.id}`,
          ...(emergency ? { urgent: true } : {}),
        },
      },
      { dedupeKey, urgent: emergency },
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

  // The providers whose responses the acceptance rejected learn that another was chosen.
  ctx.events.consume('response.accepted', 'notify-others', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    const others = (await repo.rejectedResponderIds(r.id)).filter(
      (id) => id !== event.payload.providerId,
    );
    await notifications.notifyMany(
      others,
      {
        type: 'service_request_cancelled',
        title: 'Another Provider Chosen',
        message: `${RESPONSE_MESSAGES.rejected} (${r.serviceName} on ${r.neededOn} at ${toHourMinute(r.neededAt)})`,
        data: { requestId: r.id, serviceName: r.serviceName, link: '/my-responses' },
      },
      { dedupeKey: event.id },
    );
  });

  // The provider marked the service done: the parent is asked to confirm it.
  ctx.events.consume('request.provider_done', 'ask-confirmation', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    await notifications.notify(
      r.requesterId,
      {
        type: 'reminder',
        title: 'Please Confirm the Service',
        message: `${row.selectedProviderName ?? 'Your provider'} marked the ${r.serviceName} service of ${r.neededOn} as done. Please confirm it; it confirms itself after ${AUTO_CONFIRM_HOURS} hours.`,
        data: {
          requestId: r.id,
          responseId: event.payload.responseId,
          link: `/request/${r.id}`,
        },
      },
      { dedupeKey: event.id },
    );
  });

  // The parent withdrew an acceptance: its provider learns why; the providers whose responses
  // are pending again learn that the parent is choosing again.
  ctx.events.consume('response.withdrawn', 'notify-providers', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    const data = { requestId: r.id, serviceName: r.serviceName, link: '/my-responses' };
    await notifications.notify(
      event.payload.providerId,
      {
        type: 'service_request_cancelled',
        title: 'Acceptance Withdrawn',
        message: `${row.requester.name} withdrew their acceptance of your response to the ${r.serviceName} request for ${r.neededOn}. Reason: ${event.payload.reason}`,
        data,
      },
      { dedupeKey: event.id },
    );
    const pendingAgain = (await repo.responderIds(r.id)).filter(
      (id) => id !== event.payload.providerId,
    );
    await notifications.notifyMany(
      pendingAgain,
      {
        type: 'service_request_new',
        title: 'Request Open Again',
        message: `${row.requester.name} is choosing a provider again for the ${r.serviceName} request for ${r.neededOn}: your response is being considered.`,
        data: { ...data, link: `/request/${r.id}` },
      },
      { dedupeKey: event.id },
    );
  });

  ctx.events.consume('request.completed', 'notify-other-party', async (event) => {
    const row = await repo.detail(event.payload.requestId);
    if (!row) return;
    const r = row.request;
    // The parent's confirmation tells the provider; the auto-confirmation tells both.
    const recipients =
      event.payload.by === 'auto'
        ? [r.requesterId, r.selectedProviderId]
        : [event.payload.by === 'requester' ? r.selectedProviderId : r.requesterId];
    const data = {
      requestId: r.id,
      responseId: event.payload.responseId,
      link: `/request/${r.id}`,
    };
    await notifications.notifyMany(
      recipients.filter((id): id is string => id !== null),
      {
        type: 'service_request_completed',
        title: 'Service Completed',
        message:
          event.payload.by === 'auto'
            ? `The ${r.serviceName} service of ${r.neededOn} was confirmed automatically ${AUTO_CONFIRM_HOURS} hours after the provider marked it done.`
            : `The ${r.serviceName} request for ${r.neededOn} was marked as completed.`,
        data,
      },
      { dedupeKey: event.id },
    );
  });

  // Every 5 minutes: services their provider marked done 48 hours ago or more, unconfirmed,
  // are confirmed (one transaction each; the parent and the provider are told).
  ctx.jobs.define({
    name: AUTO_CONFIRM_JOB,
    cron: '*/5 * * * *',
    retryLimit: 2,
    async handler() {
      const now = new Date();
      const lifecycle = createRequestLifecycle(ctx);
      const doneBy = new Date(now.getTime() - AUTO_CONFIRM_HOURS * 3_600_000);
      for (const row of await repo.unconfirmedDone(doneBy, EXPIRY_BATCH)) {
        try {
          await lifecycle.completeAccepted(row, 'auto', now);
        } catch (error) {
          // Confirmed (or withdrawn) meanwhile: nothing to do.
          if (!(error instanceof AppError && error.code === 'conflict')) throw error;
        }
      }
    },
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
