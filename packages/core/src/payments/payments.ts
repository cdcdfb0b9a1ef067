import { z } from 'zod';
import { serviceRequestInputSchema } from '../marketplace/requests';
import { responseInputSchema } from '../marketplace/responses';
import { GATEWAYS, PAYMENT_CURRENCIES, PLAN_TYPES, PRODUCTS } from './pricing';
import { REFUND_REASONS, REFUND_STATUSES, REFUND_MESSAGES } from './refunds';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The words the payment pages and the API share (spec part 2, section 8). */
export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  failed: 'Payment failed. Please try again.',
  verificationFailed:
    'Payment was successful but verification failed. Please contact support with your transaction ID.',
  cancelledByUser: 'Payment cancelled by user',
  createOrderFailed: 'Failed to create payment order',
  notConfigured: 'Configuration Required',
  freePlan: 'The Free Plan cannot be bought.',
  noFeeDue: 'You still have a free one this month: no payment is needed.',
  planCoversIt: 'Your plan already covers this: no payment is needed.',
  wrongRole: 'This plan is not available for your account.',
  draftRequired: 'Fill in the form before paying.',
  cancelReasonRequired: 'Please provide a reason for cancellation',
  cancelFailed: 'Failed to cancel subscription',
  noSubscription: 'You have no active paid plan to cancel.',
  alreadyCurrent: 'This is already your current plan.',
  downgradeLater: (end: string) =>
    `Your current plan is active until ${end}. You can choose a lower plan after it ends.`,
  signInToBuy: 'Sign in to choose a plan.',
  success: 'Payment Successful!',
  indiaComingSoon:
    'Razorpay integration coming soon. Please contact support for payments in India.',
} as const;

const countrySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase())
  .optional();

export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
});

export const currentPlanSchema = z.object({
  /** null for the Free Plan. */
  id: z.string().nullable(),
  name: z.string(),
  type: z.enum(PLAN_TYPES),
  isActive: z.boolean(),
  /** ISO 8601; null for the Free Plan. */
  endDate: z.string().nullable(),
  autoRenew: z.boolean(),
  amount: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const planCardSchema = z.object({
  type: z.enum(PLAN_TYPES),
  name: z.string(),
  price: moneySchema,
  period: z.string(),
  features: z.array(z.string()),
  saving: moneySchema.nullable(),
  buttonLabel: z.string(),
  /** Can this viewer buy it now? (Signed in, right role, not free, not current, not lower.) */
  purchasable: z.boolean(),
});

export const plansQuerySchema = z.object({ country: countrySchema });
export const plansReplySchema = z.object({
  audience: z.enum(['pet_parent', 'service_provider']),
  signedIn: z.boolean(),
  country: z.string().nullable(),
  gateway: z.enum(GATEWAYS),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** Whether this gateway can take a payment here (keys set, or the sandbox is on). */
  gatewayReady: z.boolean(),
  sandbox: z.boolean(),
  perUseFee: moneySchema,
  plans: z.array(planCardSchema),
  current: currentPlanSchema,
});
export type PlansReply = z.infer<typeof plansReplySchema>;

export const responseDraftSchema = responseInputSchema.extend({ requestId: z.string().max(64) });

/**
 * Starting a checkout. The client names what it buys and (optionally) the country it chose;
 * the server computes the amount and currency. Unknown fields (an amount, a currency) are
 * dropped by the schema and never read.
 */
export const checkoutBodySchema = z.object({
  product: z.enum(PRODUCTS),
  /** One per attempt from the browser: a retried start returns the same payment and order. */
  idempotencyKey: z.string().trim().min(8).max(100),
  country: countrySchema,
  request: serviceRequestInputSchema.optional(),
  response: responseDraftSchema.optional(),
});
export type CheckoutBody = z.output<typeof checkoutBodySchema>;

export const refundViewSchema = z.object({
  id: z.string(),
  status: z.enum(REFUND_STATUSES),
  refundId: z.string().nullable(),
  originalAmount: z.number().int(),
  gatewayCharges: z.number().int(),
  refundAmount: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
  reason: z.enum(REFUND_REASONS),
  errorMessage: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const paymentViewSchema = z.object({
  id: z.string(),
  product: z.enum([...PRODUCTS, 'test_payment']),
  description: z.string(),
  amount: z.number().int(),
  currency: z.enum(PAYMENT_CURRENCIES),
  gateway: z.enum(GATEWAYS),
  sandbox: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  transactionId: z.string().nullable(),
  orderId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  requestId: z.string().nullable(),
  responseId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refund: refundViewSchema.nullable(),
  /** Why the refund button is not offered ('Refund processed', 'Refund window expired (3h ago)'). */
  refundBlockedReason: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const checkoutReplySchema = z.object({
  payment: paymentViewSchema,
  checkout: z.object({
    gateway: z.enum(GATEWAYS),
    sandbox: z.boolean(),
    orderId: z.string(),
    /** Razorpay's public key id for its checkout (never the secret). */
    keyId: z.string().nullable(),
    /** Where the buyer approves: PayPal's approve link, or the sandbox's checkout page. */
    approveUrl: z.string().nullable(),
    amount: z.number().int(),
    currency: z.enum(PAYMENT_CURRENCIES),
  }),
});
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

/** What the browser got back from the gateway's checkout, for the server to verify. */
export const confirmBodySchema = z.object({
  razorpayPaymentId: z.string().max(100).optional(),
  razorpayOrderId: z.string().max(100).optional(),
  razorpaySignature: z.string().max(200).optional(),
  /** PayPal's `token` on the return URL (the order id) to capture. */
  paypalOrderId: z.string().max(100).optional(),
});

export const confirmReplySchema = z.object({
  payment: paymentViewSchema,
  requestId: z.string().nullable(),
  responseId: z.string().nullable(),
  subscription: currentPlanSchema.nullable(),
});
export type ConfirmReply = z.infer<typeof confirmReplySchema>;

export const historyReplySchema = z.object({
  payments: z.array(paymentViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const refundBodySchema = z
  .object({
    reason: z.enum(REFUND_REASONS, { message: REFUND_MESSAGES.reasonRequired }),
    details: z.string().trim().max(500).optional(),
    /** Minor units; the refundable amount when left out. */
    amount: z.number().int().positive().optional(),
  })
  .refine((v) => v.reason !== 'other' || (v.details ?? '').length > 0, {
    message: REFUND_MESSAGES.reasonRequired,
    path: ['details'],
  });
export type RefundBody = z.output<typeof refundBodySchema>;

export const refundReplySchema = z.object({ payment: paymentViewSchema, refund: refundViewSchema });

export const cancelSubscriptionSchema = z.object({
  reason: z.string().trim().min(1, PAYMENT_MESSAGES.cancelReasonRequired).max(500),
});

export const gatewayStatusSchema = z.object({
  sandbox: z.boolean(),
  gateways: z.array(
    z.object({
      gateway: z.enum(GATEWAYS),
      mode: z.enum(['live', 'sandbox', 'unconfigured']),
      configured: z.boolean(),
      currency: z.enum(PAYMENT_CURRENCIES),
    }),
  ),
});
