import { SITE } from '../settings';
import {
  ANNUAL_PLAN_INR,
  FREE_REQUESTS_PER_MONTH,
  FREE_RESPONSES_PER_MONTH,
  MONTHLY_PLAN_INR,
  PER_USE_FEE_INR,
} from '../marketplace/quota';

/**
 * The product's published rules (spec part 2, section 9), stated once: the FAQ, the chatbot's
 * knowledge base and the policy pages all quote these numbers.
 */
export const POLICY = {
  freeRequestsPerMonth: FREE_REQUESTS_PER_MONTH,
  freeResponsesPerMonth: FREE_RESPONSES_PER_MONTH,
  perUseFeeInr: PER_USE_FEE_INR,
  monthlyPlanInr: MONTHLY_PLAN_INR,
  annualPlanInr: ANNUAL_PLAN_INR,
  /** Annual = 12 months for the price of 10. */
  annualSavingInr: MONTHLY_PLAN_INR * 12 - ANNUAL_PLAN_INR,
  annualSavingPercent: 17,
  /** Subscription refunds: within 7 days of payment, processed in 3 working days. */
  subscriptionRefundDays: 7,
  subscriptionRefundProcessingDays: 3,
  /** Per-use payment refunds: 24 hours, before the gateway's settlement cycle. */
  paymentRefundWindowHours: 24,
  settlementDays: { razorpay: 2, paypal: 1 },
  /** Booking cancellation (FAQ): 24 h+ full, 2–24 h half, under 2 h none. */
  cancellation: { fullRefundHours: 24, halfRefundHours: 2, halfRefundPercent: 50 },
  providerNoShowRefundDays: '2-3',
  reviewMinChars: 10,
  reviewMaxChars: 500,
  /** Support promises. */
  emailResponseHours: 24,
  accountReviewHours: '24-48',
  privacyResponseDays: 30,
  disputeReportDays: 7,
  whatsappHours: '9 AM - 9 PM daily',
  businessHours: {
    weekdays: 'Monday - Friday: 9:00 AM - 7:00 PM',
    weekends: 'Saturday - Sunday: 10:00 AM - 6:00 PM',
  },
  minimumAge: 18,
  arbitrationSeat: SITE.registeredAddress.city,
} as const;
