import { isUuid } from '@petmitra/core/marketplace/ids';
import type { RefundBody } from '@petmitra/core/payments/payments';
import { REFUND_MESSAGES, refundDecision } from '@petmitra/core/payments/refunds';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, validationError } from '../../http/errors';
import { createRequestService } from '../requests/service';
import { createSubscriptionService } from '../subscriptions/service';
import { gatewaysFor } from './gateways/config';
import { createPaymentRepository, type RefundRow } from './repository';
import { toPaymentView, toRefundView } from './views';

/**
 * Applies a refund's final state once, in the caller's transaction: processed makes the payment
 * refunded (with the refund id, amount, retained charges and processing time in its metadata)
 * and takes back what it bought; failed keeps the payment and stores the error.
 */
export async function settleRefund(
  ctx: AppContext,
  tx: Db,
  refund: RefundRow,
  status: 'processed' | 'failed',
  errorMessage: string | null = null,
) {
  const txRepo = createPaymentRepository(tx);
  const now = new Date();
  const processingMs = now.getTime() - refund.createdAt.getTime();
  if (status === 'failed') {
    const row = await txRepo.updateRefund(refund.id, {
      status: 'failed',
      errorMessage: errorMessage ?? 'Refund failed',
      processedAt: now,
      processingMs,
    });
    const payment = await txRepo.findById(refund.paymentId);
    await ctx.events.record(tx, 'refund.failed', {
      refundId: refund.id,
      paymentId: refund.paymentId,
      userId: payment?.userId ?? null,
    });
    return row;
  }
  const row = await txRepo.updateRefund(refund.id, {
    status: 'processed',
    refundedAmount: refund.refundAmount,
    processedAt: now,
    processingMs,
  });
  const payment = await txRepo.lock(refund.paymentId);
  if (payment) {
    await txRepo.update(payment.id, {
      status: 'refunded',
      metadata: {
        ...payment.metadata,
        refund_id: refund.refundId,
        refunded_amount: refund.refundAmount,
        gateway_charges_retained: refund.gatewayCharges,
        refund_processing_ms: processingMs,
      },
    });
    // What the payment bought goes with it (docs/decisions/0010-payments.md).
    if (payment.product === 'plan_monthly' || payment.product === 'plan_annual') {
      await createSubscriptionService(ctx).endForRefund(tx, payment.id, now);
    } else if (payment.product === 'request_fee' && payment.requestId && payment.userId) {
      await createRequestService(ctx).withdrawForRefund(tx, payment.requestId, payment.userId);
    }
    await ctx.events.record(tx, 'refund.processed', {
      refundId: refund.id,
      paymentId: payment.id,
      userId: payment.userId,
    });
  }
  return row;
}

/**
 * Refunds (spec part 2, sections 5 and 9): eligibility and arithmetic from packages/core,
 * enforced here. The refund row is created as processing (one live refund per payment, by a
 * unique index), the gateway is called outside any transaction, then the row is settled.
 */
export function createRefundService(ctx: AppContext) {
  const repo = createPaymentRepository(ctx.db);
  const gateways = gatewaysFor(ctx);
  const requests = createRequestService(ctx);

  return {
    async request(
      user: UserRow,
      paymentId: string,
      body: RefundBody,
      options: { admin?: boolean } = {},
    ) {
      const payment = isUuid(paymentId)
        ? options.admin
          ? await repo.findById(paymentId)
          : await repo.findOwned(paymentId, user.id)
        : null;
      if (!payment) throw notFound(REFUND_MESSAGES.notFound);
      const latest = (await repo.latestRefunds([payment.id])).get(payment.id) ?? null;
      const now = new Date();
      const decision = refundDecision(
        {
          amount: payment.amount,
          currency: payment.currency,
          gateway: payment.gateway,
          status: payment.status,
          paidAt: payment.paidAt ?? payment.createdAt,
          refundStatus: latest?.status ?? null,
        },
        now,
        {
          ...(body.amount !== undefined ? { requested: body.amount } : {}),
          admin: Boolean(options.admin),
        },
      );
      if (!decision.ok) {
        if (decision.message === REFUND_MESSAGES.exceeds) {
          throw new AppError('validation', decision.message, { detail: decision.detail });
        }
        throw conflict(decision.message);
      }
      // Services already used are not refunded (spec policy): a response fee once the response
      // reached the parent, a request fee once a provider was chosen. Support may still refund.
      if (!options.admin) {
        if (payment.product === 'response_fee' && payment.responseId) {
          throw conflict(REFUND_MESSAGES.notAllowed);
        }
        if (
          payment.product === 'request_fee' &&
          payment.requestId &&
          !(await requests.withdrawable(payment.requestId))
        ) {
          throw conflict(REFUND_MESSAGES.notAllowed);
        }
      }
      const adapter = gateways.get(payment.gateway);
      if (!adapter || !payment.transactionId)
        throw new AppError('payment', REFUND_MESSAGES.failed, { error: 'Refund failed' }, 502);

      const refund = await repo.insertRefund({
        paymentId: payment.id,
        orderId: payment.orderId,
        originalAmount: payment.amount,
        gatewayCharges: decision.breakdown.gatewayCharges,
        refundAmount: decision.amount,
        currency: payment.currency,
        paymentGateway: payment.gateway,
        reason: body.reason,
        reasonDetails: body.details ?? null,
        requestedBy: user.id,
        status: 'processing',
        paymentDate: payment.paidAt,
      });
      if (!refund) throw conflict(REFUND_MESSAGES.alreadyRefunded);

      let settled: RefundRow;
      try {
        const result = await adapter.refund({
          transactionId: payment.transactionId,
          amount: decision.amount,
          currency: payment.currency,
          note: body.details ? `${body.reason}: ${body.details}` : body.reason,
          idempotencyKey: refund.id,
        });
        settled = await ctx.db.transaction(async (tx) => {
          const txRepo = createPaymentRepository(tx);
          const locked = (await txRepo.lockRefund(refund.id))!;
          // The webhook may have settled it already (refund ids are unique per gateway).
          const withId = locked.refundId
            ? locked
            : await txRepo.updateRefund(refund.id, { refundId: result.refundId });
          if (withId.status !== 'processing') return withId;
          if (result.status === 'pending') return withId;
          return settleRefund(ctx, tx, withId, result.status);
        });
      } catch (error) {
        const message = (error as Error).message || 'Refund failed';
        await ctx.db.transaction(async (tx) => {
          const locked = await createPaymentRepository(tx).lockRefund(refund.id);
          if (locked?.status === 'processing')
            await settleRefund(ctx, tx, locked, 'failed', message);
        });
        throw new AppError('payment', REFUND_MESSAGES.failed, { error: message }, 502);
      }
      const fresh = (await repo.findById(payment.id))!;
      return { payment: toPaymentView(fresh, settled, now), refund: toRefundView(settled) };
    },

    validate(body: RefundBody) {
      if (body.reason === 'other' && !body.details)
        throw validationError(REFUND_MESSAGES.reasonRequired);
    },
  };
}
