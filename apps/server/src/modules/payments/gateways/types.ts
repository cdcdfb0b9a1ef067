import type { Gateway, PaymentCurrency } from '@petmitra/core/payments/pricing';

/**
 * What the product needs from a payment gateway. Razorpay and PayPal implement it over their
 * HTTP APIs (razorpay.ts, paypal.ts); on the embedded default the same adapters talk to the
 * built-in sandbox gateway (../sandbox), so every code path above this interface is the one
 * production runs.
 */
export interface GatewayOrder {
  orderId: string;
  /** PayPal: where the buyer approves. Razorpay: null (its checkout opens with the order id). */
  approveUrl: string | null;
}

/** A payment as the gateway reports it: the money side of our record. */
export interface GatewayPayment {
  /** Razorpay payment id (pay_…) or PayPal capture id. */
  transactionId: string;
  orderId: string;
  amount: number;
  currency: PaymentCurrency;
  status: 'completed' | 'pending' | 'failed';
  method: string | null;
  details: Record<string, unknown>;
}

export interface GatewayRefund {
  refundId: string;
  status: 'processed' | 'pending' | 'failed';
  amount: number;
}

export type WebhookEvent =
  | { eventId: string; type: 'payment'; eventType: string; payment: GatewayPayment }
  | { eventId: string; type: 'approved'; eventType: string; orderId: string }
  | { eventId: string; type: 'refund'; eventType: string; refund: GatewayRefund }
  | { eventId: string; type: 'other'; eventType: string };

export interface GatewayAdapter {
  readonly gateway: Gateway;
  readonly mode: 'live' | 'sandbox';
  /** The public key the browser's checkout needs (Razorpay key id); never a secret. */
  readonly publicKey: string | null;
  createOrder(input: {
    amount: number;
    currency: PaymentCurrency;
    /** Our payment id: the gateway's receipt / custom id / invoice id. */
    reference: string;
    description: string;
    idempotencyKey: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<GatewayOrder>;
  /**
   * Verifies what the browser brought back and returns the payment: Razorpay checks
   * `razorpay_signature` and fetches the payment; PayPal captures the approved order.
   */
  confirm(input: {
    orderId: string;
    razorpayPaymentId?: string | undefined;
    razorpaySignature?: string | undefined;
  }): Promise<GatewayPayment>;
  /** The order's paid payment, if any (reconciliation after a lost webhook or a crash). */
  lookup(orderId: string): Promise<GatewayPayment | null>;
  refund(input: {
    transactionId: string;
    amount: number;
    currency: PaymentCurrency;
    note: string;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;
  /** The webhook's event if its signature checks out, else null. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
  ): Promise<WebhookEvent | null>;
}

/** A gateway said no, or could not be reached. `verification` means the proof did not hold. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: 'verification' | 'declined' | 'unavailable' | 'not_approved',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** fetch with a timeout; network failures become GatewayError('unavailable'). */
export async function gatewayFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new GatewayError(`Gateway unreachable: ${(error as Error).message}`, 'unavailable');
  }
  const text = await res.text();
  return { status: res.status, body: parseBody(text) };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
