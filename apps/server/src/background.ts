import type { AppContext } from './context';
import { registerAuthConsumers } from './modules/auth/consumers';
import { registerLiveJobs } from './modules/live/consumers';
import { registerNotificationJobs } from './modules/notifications/consumers';
import { registerFileJobs } from './modules/files/consumers';
import { registerRequestConsumers } from './modules/requests/consumers';
import { registerRequestLive } from './modules/requests/live';
import { registerResponseConsumers } from './modules/responses/consumers';
import { registerReviewConsumers } from './modules/reviews/consumers';
import { registerSecurityJobs } from './modules/security-events/consumers';
import { registerPaymentConsumers } from './modules/payments/consumers';
import { registerSubscriptionConsumers } from './modules/subscriptions/consumers';
import { registerMessagingConsumers } from './modules/messaging/consumers';
import { registerTrustJobs } from './modules/trust/consumers';

/**
 * Every event consumer and scheduled job, defined on the queue before it starts. Each module
 * keeps its own in `modules/<domain>/consumers.ts`; this is the one list (docs/events.md).
 */
export function registerBackgroundWork(ctx: AppContext) {
  registerAuthConsumers(ctx);
  registerLiveJobs(ctx);
  registerNotificationJobs(ctx);
  registerRequestConsumers(ctx);
  registerRequestLive(ctx);
  registerResponseConsumers(ctx);
  registerReviewConsumers(ctx);
  registerFileJobs(ctx);
  registerSecurityJobs(ctx);
  registerSubscriptionConsumers(ctx);
  registerPaymentConsumers(ctx);
  registerMessagingConsumers(ctx);
  registerTrustJobs(ctx);
}
