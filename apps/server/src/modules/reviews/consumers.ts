import type { AppContext } from '../../context';
import { createNotificationService } from '../notifications/service';
import { createReviewRepository } from './repository';

/** A provider hears of every review they receive (once per event). */
export function registerReviewConsumers(ctx: AppContext) {
  const repo = createReviewRepository(ctx.db);
  const notifications = createNotificationService(ctx);

  ctx.events.consume('review.created', 'notify-provider', async (event) => {
    const review = await repo.findById(event.payload.reviewId);
    if (!review) return;
    await notifications.notify(
      review.revieweeId,
      {
        type: 'review_received',
        title: 'New Review Received',
        message: `${review.reviewerName} gave your ${review.serviceName} service ${review.rating} ${
          review.rating === 1 ? 'star' : 'stars'
        }.`,
        data: {
          reviewId: review.id,
          requestId: review.serviceRequestId,
          rating: review.rating,
          link: `/reviews/${review.revieweeId}`,
        },
      },
      { dedupeKey: event.id },
    );
  });
}
