import { formatMoney } from '@petmitra/core/marketplace/money';
import type { AppContext } from '../../context';
import { createNotificationService } from '../notifications/service';
import { createProfileService } from '../users/service';
import { createResponseRepository } from './repository';

/** The parent hears of each response to their request (once per event). */
export function registerResponseConsumers(ctx: AppContext) {
  const repo = createResponseRepository(ctx.db);
  const notifications = createNotificationService(ctx);
  const users = createProfileService(ctx);

  ctx.events.consume('response.created', 'notify-requester', async (event) => {
    const [row, provider] = await Promise.all([
      repo.card(event.payload.responseId),
      users.contact(event.payload.providerId),
    ]);
    if (!row || !provider) return;
    await notifications.notify(
      row.request.requesterId,
      {
        type: 'service_request_response',
        title: 'New Response Received',
        message: `${provider.name} responded to your ${row.request.serviceName} request with a quote of ${formatMoney(row.response.estimatedPrice, row.response.currency)}.`,
        data: {
          requestId: row.request.id,
          responseId: row.response.id,
          link: '/my-service-requests',
        },
      },
      { dedupeKey: event.id },
    );
  });
}
