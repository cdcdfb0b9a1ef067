import type { CheckoutReply } from '@petmitra/core/payments/payments';
import { readStorage, STORAGE_KEYS } from './storage';

/**
 * The country prices are shown and charged in: the visitor's pick in the country selector,
 * sent with every plans and checkout call (the server falls back to the profile's country and
 * decides the amount, the currency and the gateway itself).
 */
export function chosenCountry(): string | undefined {
  const code = readStorage(STORAGE_KEYS.countryOverride);
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : undefined;
}

/** A fresh idempotency key for one attempt to pay (a retried start reuses it). */
export function newPaymentKey(): string {
  return crypto.randomUUID();
}

interface RazorpayHandlerResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void };
  }
}

function loadRazorpayScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Failed to load Razorpay SDK'));
    document.head.appendChild(script);
  });
}

/**
 * Sends the payer to the gateway's approval step. The sandbox and PayPal have a page to go to
 * (our sandbox checkout page, PayPal's approve link); live Razorpay opens its checkout here and
 * comes back to our sandbox-free confirm path through the success page.
 */
export async function goToCheckout(reply: CheckoutReply): Promise<void> {
  const { checkout, payment } = reply;
  if (checkout.approveUrl) {
    window.location.assign(checkout.approveUrl);
    return;
  }
  await loadRazorpayScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Failed to initialize Razorpay checkout');
  new Razorpay({
    key: checkout.keyId,
    order_id: checkout.orderId,
    amount: checkout.amount,
    currency: checkout.currency,
    name: 'PetMitra',
    description: payment.description,
    handler: (result: RazorpayHandlerResult) => {
      const query = new URLSearchParams({
        payment: payment.id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_order_id: result.razorpay_order_id,
        razorpay_signature: result.razorpay_signature,
      });
      window.location.assign(`/payment/success?${query.toString()}`);
    },
    modal: {
      ondismiss: () => window.location.assign(`/payment/cancel?payment=${payment.id}`),
    },
  }).open();
}
