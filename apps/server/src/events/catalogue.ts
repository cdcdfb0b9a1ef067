/**
 * The domain events PetMitra records (docs/events.md). A service records one in the same
 * transaction as the change it announces; each consumer gets it at least once, through its own
 * job queue, and must be idempotent (write with the event's id as the dedupe key).
 *
 * Payloads carry ids and the few facts a consumer cannot read back later (who did it, why);
 * consumers read the rest from the database when they run.
 */
export interface DomainEventMap {
  /** A person created an account. */
  'user.registered': { userId: string };
  /**
   * Someone asked for a password reset link. Recorded for every address, known or not, so the
   * request takes the same time either way; the consumer finds out whether an account exists.
   */
  'password.reset_requested': { email: string };
  /** A pet parent posted a service request. */
  'request.created': { requestId: string; requesterId: string };
  /** A request was closed before completion: by its parent, or because its time passed. */
  'request.cancelled': { requestId: string; requesterId: string; reason: 'requester' | 'expired' };
  /** A direct request was opened to every nearby provider by its parent. */
  'request.widened': { requestId: string; requesterId: string };
  /** The provider a direct request went to declined it (the parent is offered to widen it). */
  'request.direct_declined': { requestId: string; providerId: string };
  /** A provider responded to a request. */
  'response.created': { responseId: string; requestId: string; providerId: string };
  /** The parent accepted a response (after confirming); the others were rejected. */
  'response.accepted': {
    requestId: string;
    responseId: string;
    providerId: string;
    requesterId: string;
  };
  /**
   * An accepted request was completed: confirmed by its parent, or by the auto-confirm job 48 h
   * after its provider marked it done ('provider': events recorded before decision 0025).
   */
  'request.completed': {
    requestId: string;
    responseId: string;
    by: 'requester' | 'provider' | 'auto';
  };
  /** The chosen provider marked the service done; the parent is asked to confirm. */
  'request.provider_done': { requestId: string; responseId: string; providerId: string };
  /** The parent withdrew an acceptance before the service, with a reason. */
  'response.withdrawn': {
    requestId: string;
    responseId: string;
    providerId: string;
    requesterId: string;
    reason: string;
  };
  /** A parent reviewed the provider of a completed request. */
  'review.created': { reviewId: string; reviewerId: string; revieweeId: string };
  /** A payment was verified and recorded (once, however often the gateway told us). */
  'payment.succeeded': { paymentId: string; userId: string | null };
  /** The gateway reported a failed attempt on one of our orders. */
  'payment.failed': { paymentId: string; userId: string | null; reason: string };
  /** A refund went through at the gateway. */
  'refund.processed': { refundId: string; paymentId: string; userId: string | null };
  /** A refund the gateway refused. */
  'refund.failed': { refundId: string; paymentId: string; userId: string | null };
  /** A bought plan became active. */
  'subscription.activated': { subscriptionId: string; userId: string; paymentId: string };
  /** Its holder turned renewal off (the plan runs to its end date). */
  'subscription.cancelled': { subscriptionId: string; userId: string };
  /** A plan ended: its end date passed, or its payment was refunded. */
  'subscription.ended': { subscriptionId: string; userId: string; reason: 'expired' | 'refunded' };
  /** A plan ends within a few days (the reminder job, once per plan). */
  'subscription.ending': { subscriptionId: string; userId: string };
  /** A message was stored in a conversation (once per message, however often it was sent). */
  'message.sent': {
    messageId: string;
    conversationId: string;
    senderId: string;
    recipientId: string;
  };
}

export type DomainEventType = keyof DomainEventMap;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  type: T;
  payload: DomainEventMap[T];
  actorId: string | null;
  occurredAt: string;
}
