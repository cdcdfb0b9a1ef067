import { isUuid } from '@petmitra/core/marketplace/ids';
import {
  PAYMENT_MESSAGES,
  type CheckoutBody,
  type PaymentView,
} from '@petmitra/core/payments/payments';
import {
  PLAN_NAMES,
  PLAN_ORDER,
  TEST_PAYMENT,
  paymentRoute,
  planButtonLabel,
  plansFor,
  productPlan,
  productPrice,
  resolveCountry,
  type Gateway,
  type PaymentCurrency,
  type Product,
} from '@petmitra/core/payments/pricing';
import type { ServiceRequestInput } from '@petmitra/core/marketplace/requests';
import type { ResponseInput } from '@petmitra/core/marketplace/responses';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound, permissionError, validationError } from '../../http/errors';
import { createRequestService } from '../requests/service';
import { createResponseService } from '../responses/service';
import { createSubscriptionService, toCurrentPlan } from '../subscriptions/service';
import { gatewaysFor } from './gateways/config';
import { GatewayError, type GatewayPayment, type WebhookEvent } from './gateways/types';
import { createPaymentRepository, type PaymentRow } from './repository';
import { settleRefund } from './refunds';
import { toPaymentView } from './views';

const paymentError = (message: string, status = 402, details?: unknown) =>
  new AppError('payment', message, details, status);

function describe(product: Product | 'test_payment', draft: CheckoutBody): string {
  switch (product) {
    case 'request_fee':
      return `Per-use fee: 1 service request${draft.request ? ` (${draft.request.serviceName})` : ''}`;
    case 'response_fee':
      return 'Per-use fee: 1 response to a service request';
    case 'plan_monthly':
      return `${PLAN_NAMES.monthly} (1 month, unlimited)`;
    case 'plan_annual':
      return `${PLAN_NAMES.annual} (12 months, unlimited)`;
    default:
      return 'PetMitra test payment';
  }
}

/**
 * Money, with the server as the only authority (DESIGN §6, issue 10): it prices what is bought
 * from `packages/core` and the country, creates the gateway order, verifies what the browser or
 * a webhook brings back, and records each payment once — with what it buys (the request or
 * response, or the plan), its invoice number and a `payment.succeeded` event — in one
 * transaction, under a row lock, so the verify call and any number of webhooks agree.
 */
export function createPaymentService(ctx: AppContext) {
  const repo = createPaymentRepository(ctx.db);
  const gateways = gatewaysFor(ctx);
  const requests = createRequestService(ctx);
  const responses = createResponseService(ctx);
  const subscriptions = createSubscriptionService(ctx);

  const routeFor = (user: UserRow | null, chosen: string | undefined) => {
    const country = resolveCountry(chosen, user?.country ?? null);
    return { country, ...paymentRoute(country) };
  };

  const view = async (row: PaymentRow) =>
    toPaymentView(row, (await repo.latestRefunds([row.id])).get(row.id) ?? null);

  const owned = async (user: UserRow, id: string) => {
    const row = isUuid(id) ? await repo.findOwned(id, user.id) : null;
    if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
    return row;
  };

  const adapterFor = (gateway: Gateway) => {
    const adapter = gateways.get(gateway);
    if (!adapter) throw paymentError(PAYMENT_MESSAGES.notConfigured, 503);
    return adapter;
  };

  /** What the payment bought, for the confirm reply. */
  const outcome = async (row: PaymentRow) => ({
    payment: await view(row),
    requestId: row.requestId,
    responseId: row.responseId,
    subscription:
      row.product === 'plan_monthly' || row.product === 'plan_annual'
        ? row.userId
          ? await subscriptions.current(row.userId)
          : null
        : null,
  });

  /** Is this product something the user may buy now? Throws the reason when not. */
  const checkPurchase = async (user: UserRow, body: CheckoutBody) => {
    const plan = productPlan(body.product);
    if (plan) {
      if (user.role !== 'pet_parent' && user.role !== 'service_provider')
        throw permissionError(PAYMENT_MESSAGES.wrongRole);
      const current = await subscriptions.current(user.id);
      if (current.type !== 'free') {
        if (current.type === plan) throw conflict(PAYMENT_MESSAGES.alreadyCurrent);
        if (PLAN_ORDER[plan] < PLAN_ORDER[current.type]) {
          const end = new Date(current.endDate!).toLocaleDateString('en-IN', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'Asia/Kolkata',
          });
          throw conflict(PAYMENT_MESSAGES.downgradeLater(end));
        }
      }
      return;
    }
    if (body.product === 'request_fee') {
      if (user.role !== 'pet_parent') throw permissionError(PAYMENT_MESSAGES.wrongRole);
      if (!body.request) throw validationError(PAYMENT_MESSAGES.draftRequired);
      await requests.checkDraft(user, body.request);
      if (!(await requests.feeDue(user.id))) throw conflict(PAYMENT_MESSAGES.noFeeDue);
      return;
    }
    if (user.role !== 'service_provider') throw permissionError(PAYMENT_MESSAGES.wrongRole);
    if (!body.response) throw validationError(PAYMENT_MESSAGES.draftRequired);
    await responses.checkDraft(user.id, body.response.requestId, body.response.currency);
    if (!(await responses.feeDue(user.id))) throw conflict(PAYMENT_MESSAGES.noFeeDue);
  };

  /**
   * Creates (once per idempotency key) our pending payment and the gateway's order. Two starts
   * with one key race on the unique (user, key): one creates the order, the other returns it.
   */
  const startCheckout = async (
    user: UserRow,
    input: {
      product: Product | 'test_payment';
      idempotencyKey: string;
      gateway: Gateway;
      amount: number;
      currency: PaymentCurrency;
      description: string;
      draft: Record<string, unknown> | null;
    },
  ) => {
    const adapter = adapterFor(input.gateway);
    const inserted = await repo.insertPending({
      userId: user.id,
      product: input.product,
      description: input.description,
      gateway: input.gateway,
      mode: adapter.mode,
      amount: input.amount,
      currency: input.currency,
      idempotencyKey: input.idempotencyKey,
      draft: input.draft,
    });
    let row = inserted;
    if (!row) {
      // The same start again (a retry or a double click): the same payment, the same order.
      for (let i = 0; i < 50; i++) {
        row = await repo.findByKey(user.id, input.idempotencyKey);
        if (!row || row.orderId || row.status !== 'pending') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      if (!row) throw conflict(PAYMENT_MESSAGES.createOrderFailed);
      if (row.product !== input.product)
        throw conflict('This payment key was used for something else.');
      if (!row.orderId) throw paymentError(PAYMENT_MESSAGES.createOrderFailed, 502);
      return {
        row,
        created: false,
        approveUrl: (row.paymentDetails.approve_url as string | undefined) ?? null,
      };
    }
    const base = ctx.env.appUrl;
    try {
      const order = await adapter.createOrder({
        amount: row.amount,
        currency: row.currency,
        reference: row.id,
        description: row.description,
        idempotencyKey: `${row.id}`,
        returnUrl: `${base}/payment/success?payment=${row.id}`,
        cancelUrl: `${base}/payment/cancel?payment=${row.id}`,
      });
      row = await repo.update(row.id, {
        orderId: order.orderId,
        paymentDetails: order.approveUrl ? { approve_url: order.approveUrl } : {},
      });
      return { row, created: true, approveUrl: order.approveUrl };
    } catch (error) {
      await repo.update(row.id, {
        status: 'failed',
        failureReason: (error as Error).message.slice(0, 500),
      });
      ctx.log.warn({ err: error, paymentId: row.id }, 'gateway order failed');
      throw paymentError(PAYMENT_MESSAGES.createOrderFailed, 502);
    }
  };

  const checkoutReply = async (row: PaymentRow, approveUrl: string | null) => {
    const adapter = adapterFor(row.gateway);
    const sandbox = adapter.mode === 'sandbox';
    return {
      payment: await view(row),
      checkout: {
        gateway: row.gateway,
        sandbox,
        orderId: row.orderId!,
        keyId: row.gateway === 'razorpay' ? adapter.publicKey : null,
        approveUrl:
          approveUrl ??
          (sandbox
            ? `${ctx.env.appUrl}/payment/sandbox?gateway=razorpay&token=${row.orderId}&payment=${row.id}`
            : null),
        amount: row.amount,
        currency: row.currency,
      },
    };
  };

  /**
   * Can what the payment buys still be made? Checked before the recording transaction (the
   * embedded database has one connection: nothing inside a transaction may use another).
   * Returns the reason when it cannot (the pet was deleted, the request closed meanwhile).
   */
  const prepare = async (row: PaymentRow): Promise<string | null> => {
    const draft = row.draft as {
      request?: ServiceRequestInput;
      response?: ResponseInput & { requestId: string };
    } | null;
    if (!row.userId || row.status === 'completed' || row.status === 'refunded') return null;
    try {
      if (row.product === 'request_fee' && draft?.request) {
        await requests.checkDraft({ id: row.userId }, draft.request);
      } else if (row.product === 'response_fee' && draft?.response) {
        await responses.checkDraft(row.userId, draft.response.requestId, draft.response.currency);
      }
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.message;
      throw error;
    }
  };

  /**
   * Records a verified payment, once: under the payment's row lock, a pending (or failed, then
   * retried) payment becomes completed with what it buys, its invoice number and its event.
   * A second caller (the other webhook, the verify call) finds it completed and changes nothing.
   */
  const recordPaid = async (
    tx: Db,
    paymentId: string,
    paid: GatewayPayment,
    source: string,
    unfulfillable: string | null,
  ) => {
    const txRepo = createPaymentRepository(tx);
    const row = await txRepo.lock(paymentId);
    if (!row) return null;
    if (row.status === 'completed' || row.status === 'refunded') return row;
    if (
      paid.amount !== row.amount ||
      paid.currency !== row.currency ||
      paid.orderId !== row.orderId
    ) {
      ctx.log.error({ paymentId, paid }, 'gateway payment does not match our order');
      throw paymentError(PAYMENT_MESSAGES.verificationFailed);
    }
    const now = new Date();
    const patch: Partial<PaymentRow> = {};
    let fulfilmentError: string | null = unfulfillable;
    const draft = row.draft as {
      request?: ServiceRequestInput;
      response?: ResponseInput & { requestId: string };
    } | null;
    try {
      // A savepoint: if what the fee buys can no longer be made (the pet was deleted, the
      // request closed), the money is still recorded, and refundable.
      await tx.transaction(async (sp) => {
        if (fulfilmentError) return;
        if (row.product === 'request_fee' && draft?.request && row.userId) {
          const request = await requests.createPaid(sp, row.userId, draft.request, {
            amount: row.amount,
            currency: row.currency,
            transactionId: paid.transactionId,
          });
          patch.requestId = request.id;
        } else if (row.product === 'response_fee' && draft?.response && row.userId) {
          const { requestId, ...input } = draft.response;
          const response = await responses.createPaid(sp, row.userId, requestId, input);
          patch.responseId = response.id;
        } else if (
          (row.product === 'plan_monthly' || row.product === 'plan_annual') &&
          row.userId
        ) {
          await subscriptions.activate(
            sp,
            {
              userId: row.userId,
              plan: productPlan(row.product)!,
              paymentId: row.id,
              amount: row.amount,
              currency: row.currency,
            },
            now,
          );
        }
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      fulfilmentError = error.message;
    }
    const updated = await txRepo.update(row.id, {
      ...patch,
      status: 'completed',
      transactionId: paid.transactionId,
      paidAt: now,
      invoiceNumber: await txRepo.nextInvoiceNumber(now.getUTCFullYear()),
      paymentDetails: { ...row.paymentDetails, ...paid.details, recorded_by: source },
      failureReason: null,
      metadata: fulfilmentError
        ? { ...row.metadata, fulfilment_error: fulfilmentError }
        : row.metadata,
    });
    await ctx.events.record(
      tx,
      'payment.succeeded',
      { paymentId: row.id, userId: row.userId },
      {
        actorId: row.userId,
      },
    );
    return updated;
  };

  const recordFailed = async (tx: Db, paymentId: string, paid: GatewayPayment) => {
    const txRepo = createPaymentRepository(tx);
    const row = await txRepo.lock(paymentId);
    if (!row || row.status !== 'pending') return row;
    const reason = String(paid.details.error ?? 'Payment failed');
    const updated = await txRepo.update(row.id, {
      status: 'failed',
      failureReason: reason,
      paymentDetails: { ...row.paymentDetails, ...paid.details },
    });
    await ctx.events.record(tx, 'payment.failed', {
      paymentId: row.id,
      userId: row.userId,
      reason,
    });
    return updated;
  };

  /** Applies what a gateway reported about one of our orders (verify, webhook, reconcile). */
  const applyGatewayPayment = async (
    tx: Db,
    row: PaymentRow,
    paid: GatewayPayment,
    source: string,
    unfulfillable: string | null,
  ) => {
    if (paid.status === 'completed') return recordPaid(tx, row.id, paid, source, unfulfillable);
    if (paid.status === 'failed') return recordFailed(tx, row.id, paid);
    // Pending (a PayPal capture under review): keep it pending until the webhook completes it.
    const locked = await createPaymentRepository(tx).lock(row.id);
    if (locked?.status === 'pending') {
      return createPaymentRepository(tx).update(row.id, {
        paymentDetails: { ...locked.paymentDetails, ...paid.details },
      });
    }
    return locked;
  };

  return {
    async plans(user: UserRow | null, chosenCountry: string | undefined, now = new Date()) {
      const { country, gateway, currency } = routeFor(user, chosenCountry);
      const audience = user?.role === 'service_provider' ? 'service_provider' : 'pet_parent';
      const current = user ? await subscriptions.current(user.id, now) : toCurrentPlan(null);
      const active = current.type === 'free' ? null : current.type;
      const canBuy = Boolean(
        user && (user.role === 'pet_parent' || user.role === 'service_provider'),
      );
      return {
        audience: audience as 'pet_parent' | 'service_provider',
        signedIn: Boolean(user),
        country,
        gateway,
        currency,
        gatewayReady: gateways.get(gateway) !== null,
        sandbox: gateways.mode(gateway) === 'sandbox',
        perUseFee: productPrice('request_fee', currency),
        plans: plansFor(audience, currency).map((plan) => ({
          ...plan,
          buttonLabel: planButtonLabel(plan.type, active),
          purchasable:
            canBuy &&
            plan.type !== 'free' &&
            (active === null || PLAN_ORDER[plan.type] > PLAN_ORDER[active]),
        })),
        current,
      };
    },

    async checkout(user: UserRow, body: CheckoutBody) {
      const existing = await repo.findByKey(user.id, body.idempotencyKey);
      if (existing?.orderId) {
        if (existing.product !== body.product)
          throw conflict('This payment key was used for something else.');
        return {
          reply: await checkoutReply(
            existing,
            (existing.paymentDetails.approve_url as string | undefined) ?? null,
          ),
          created: false,
        };
      }
      await checkPurchase(user, body);
      const { gateway, currency } = routeFor(user, body.country);
      const price = productPrice(body.product, currency);
      const draft =
        body.product === 'request_fee'
          ? { request: body.request }
          : body.product === 'response_fee'
            ? { response: body.response }
            : null;
      const started = await startCheckout(user, {
        product: body.product,
        idempotencyKey: body.idempotencyKey,
        gateway,
        amount: price.amount,
        currency: price.currency,
        description: describe(body.product, body),
        draft,
      });
      return {
        reply: await checkoutReply(started.row, started.approveUrl),
        created: started.created,
      };
    },

    /** The spec's 0.01 USD test payment through PayPal (super admin, or anyone on the sandbox). */
    async testCheckout(user: UserRow, idempotencyKey: string) {
      const started = await startCheckout(user, {
        product: 'test_payment',
        idempotencyKey,
        gateway: 'paypal',
        amount: TEST_PAYMENT.amount,
        currency: TEST_PAYMENT.currency,
        description: 'PetMitra test payment',
        draft: null,
      });
      return {
        reply: await checkoutReply(started.row, started.approveUrl),
        created: started.created,
      };
    },

    async confirm(
      user: UserRow,
      id: string,
      body: {
        razorpayPaymentId?: string | undefined;
        razorpayOrderId?: string | undefined;
        razorpaySignature?: string | undefined;
        paypalOrderId?: string | undefined;
      },
    ) {
      const row = await owned(user, id);
      if (row.status === 'completed' || row.status === 'refunded') return outcome(row);
      if (!row.orderId) throw paymentError(PAYMENT_MESSAGES.failed);
      const claimedOrder = row.gateway === 'razorpay' ? body.razorpayOrderId : body.paypalOrderId;
      if (claimedOrder && claimedOrder !== row.orderId)
        throw paymentError(PAYMENT_MESSAGES.verificationFailed);
      const adapter = adapterFor(row.gateway);
      let paid: GatewayPayment;
      try {
        paid = await adapter.confirm({
          orderId: row.orderId,
          razorpayPaymentId: body.razorpayPaymentId,
          razorpaySignature: body.razorpaySignature,
        });
      } catch (error) {
        if (error instanceof GatewayError) {
          if (error.kind === 'verification') {
            await ctx.security
              .record({
                type: 'suspicious_activity',
                userId: user.id,
                email: user.email,
                details: {
                  kind: 'payment_verification_failed',
                  paymentId: row.id,
                  gateway: row.gateway,
                },
              })
              .catch(() => {});
            throw paymentError(PAYMENT_MESSAGES.verificationFailed);
          }
          if (error.kind === 'not_approved') throw paymentError('Payment was not completed');
          if (error.kind === 'unavailable') throw paymentError(PAYMENT_MESSAGES.failed, 502);
          throw paymentError(PAYMENT_MESSAGES.failed);
        }
        throw error;
      }
      const unfulfillable = paid.status === 'completed' ? await prepare(row) : null;
      const updated = await ctx.db.transaction((tx) =>
        applyGatewayPayment(tx, row, paid, 'verify', unfulfillable),
      );
      const final = updated ?? row;
      if (final.status === 'failed') throw paymentError(PAYMENT_MESSAGES.failed);
      return outcome(final);
    },

    async get(user: UserRow, id: string): Promise<PaymentView> {
      return view(await owned(user, id));
    },

    async history(user: UserRow, query: { page: number; pageSize: number }) {
      const { rows, total } = await repo.history(
        user.id,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const refundsBy = await repo.latestRefunds(rows.map((r) => r.id));
      const now = new Date();
      return {
        payments: rows.map((r) => toPaymentView(r, refundsBy.get(r.id) ?? null, now)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** For invoices: the owner's recorded payment (completed or refunded), else 404. */
    async invoiceable(user: UserRow, id: string) {
      const row = await owned(user, id);
      if (!row.invoiceNumber) throw notFound(PAYMENT_MESSAGES.notFound);
      return row;
    },

    /**
     * A gateway's webhook: signature checked over the raw body, stored once by its event id,
     * and applied in the same transaction (a crash leaves neither, so the gateway's retry
     * applies it). Returns the HTTP status for the gateway.
     */
    async webhook(gateway: Gateway, raw: Buffer, headers: Record<string, string | undefined>) {
      const adapter = gateways.get(gateway);
      if (!adapter) return { status: 404 as const };
      let event: WebhookEvent | null;
      try {
        event = await adapter.verifyWebhook(raw, headers);
      } catch (error) {
        ctx.log.warn({ err: error, gateway }, 'webhook verification unavailable');
        return { status: 503 as const };
      }
      if (!event) {
        await ctx.security
          .record({
            type: 'suspicious_activity',
            details: { kind: 'webhook_signature_invalid', gateway },
          })
          .catch(() => {});
        return { status: 400 as const };
      }
      const verified = event;
      // Read (outside the transaction) which of our payments it is about, and whether what it
      // buys can still be made; then store the event and apply it in one transaction.
      const target =
        verified.type === 'payment'
          ? await repo.findByOrder(gateway, verified.payment.orderId)
          : null;
      const unfulfillable =
        target && verified.type === 'payment' && verified.payment.status === 'completed'
          ? await prepare(target)
          : null;
      const result = await ctx.db.transaction(async (tx) => {
        const txRepo = createPaymentRepository(tx);
        const fresh = await txRepo.storeWebhookEvent(
          gateway,
          verified.eventId,
          verified.eventType,
          JSON.parse(raw.toString('utf8')),
        );
        if (!fresh) return 'duplicate' as const;
        if (verified.type === 'payment' && target) {
          await applyGatewayPayment(
            tx,
            target,
            verified.payment,
            `webhook:${verified.eventType}`,
            unfulfillable,
          );
        } else if (verified.type === 'refund') {
          await refundSettled(tx, verified.refund.refundId, verified.refund.status);
        }
        // 'approved' (PayPal, not yet captured): the return page or the reconciliation job captures.
        return 'processed' as const;
      });
      return { status: 200 as const, result };
    },

    /**
     * Reconciliation: pending payments whose order the gateway reports paid (a lost webhook, or
     * a server killed between the gateway's capture and our record) are recorded now.
     */
    async reconcile(olderThanMs = 60_000, now = new Date()) {
      let recorded = 0;
      for (const row of await repo.stalePending(new Date(now.getTime() - olderThanMs), 100)) {
        const adapter = gateways.get(row.gateway);
        if (!adapter || !row.orderId) continue;
        let paid: GatewayPayment | null;
        try {
          paid = await adapter.lookup(row.orderId);
        } catch (error) {
          ctx.log.warn({ err: error, paymentId: row.id }, 'reconcile lookup failed');
          continue;
        }
        if (!paid || paid.status !== 'completed') continue;
        const unfulfillable = await prepare(row);
        const done = await ctx.db.transaction((tx) =>
          recordPaid(tx, row.id, paid, 'reconcile', unfulfillable),
        );
        if (done?.status === 'completed') recorded += 1;
      }
      return recorded;
    },

    refundSettled: (tx: Db, refundId: string, status: 'processed' | 'pending' | 'failed') =>
      refundSettled(tx, refundId, status),
  };

  /** A refund the gateway later reports processed (or failed): applied once. */
  async function refundSettled(
    tx: Db,
    refundId: string,
    status: 'processed' | 'pending' | 'failed',
  ) {
    const txRepo = createPaymentRepository(tx);
    const refund = await txRepo.lockRefundByGatewayId(refundId);
    if (!refund || refund.status !== 'processing' || status === 'pending') return;
    await settleRefund(ctx, tx, refund, status);
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
