import type { Gateway } from '@petmitra/core/payments/pricing';
import type { AppContext } from '../../../context';
import { createPayPalAdapter } from './paypal';
import { createRazorpayAdapter } from './razorpay';
import type { GatewayAdapter } from './types';

/**
 * The built-in sandbox gateway's accounts. Not secrets: the sandbox moves no money, and it is
 * only used for a gateway without keys, which production never does unless PAYMENTS_SANDBOX=true.
 */
export const SANDBOX_ACCOUNTS = {
  razorpay: {
    keyId: 'rzp_test_petmitra_sandbox',
    keySecret: 'petmitra-sandbox-razorpay-key-secret',
    webhookSecret: 'petmitra-sandbox-razorpay-webhook-secret',
  },
  paypal: {
    clientId: 'petmitra-sandbox-paypal-client',
    clientSecret: 'petmitra-sandbox-paypal-secret',
    webhookId: 'WH-PETMITRA-SANDBOX',
    /** Signs the sandbox's webhooks; its verify call checks them. */
    signingSecret: 'petmitra-sandbox-paypal-signing-secret',
  },
} as const;

/**
 * Where this instance's own HTTP server listens (set once it listens): the sandbox gateway
 * is reached over real HTTP on loopback, as a remote gateway would be. Falls back to APP_URL.
 */
const listening = new WeakMap<AppContext, () => string | null>();

export function setSelfOrigin(ctx: AppContext, origin: () => string | null) {
  listening.set(ctx, origin);
}

export function selfOrigin(ctx: AppContext): string {
  return listening.get(ctx)?.() ?? ctx.env.appUrl;
}

export type GatewayMode = 'live' | 'sandbox' | 'unconfigured';

export function gatewayMode(ctx: AppContext, gateway: Gateway): GatewayMode {
  const env = ctx.env;
  const live = gateway === 'razorpay' ? env.RAZORPAY_KEY_ID : env.PAYPAL_CLIENT_ID;
  if (live) return 'live';
  return env.paymentsSandbox ? 'sandbox' : 'unconfigured';
}

export interface Gateways {
  /** The adapter for a gateway, or null when it has neither keys nor the sandbox. */
  get(gateway: Gateway): GatewayAdapter | null;
  mode(gateway: Gateway): GatewayMode;
}

const cache = new WeakMap<AppContext, Gateways>();

export function gatewaysFor(ctx: AppContext): Gateways {
  const existing = cache.get(ctx);
  if (existing) return existing;
  const env = ctx.env;
  const sandboxUrl = (gateway: Gateway) => () => `${selfOrigin(ctx)}/sandbox/${gateway}`;
  const adapters: Record<Gateway, GatewayAdapter | null> = {
    razorpay:
      gatewayMode(ctx, 'razorpay') === 'live'
        ? createRazorpayAdapter({
            mode: 'live',
            keyId: env.RAZORPAY_KEY_ID!,
            keySecret: env.RAZORPAY_KEY_SECRET!,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
            apiUrl: () => env.RAZORPAY_API_URL.replace(/\/$/, ''),
          })
        : gatewayMode(ctx, 'razorpay') === 'sandbox'
          ? createRazorpayAdapter({
              mode: 'sandbox',
              ...SANDBOX_ACCOUNTS.razorpay,
              apiUrl: sandboxUrl('razorpay'),
            })
          : null,
    paypal:
      gatewayMode(ctx, 'paypal') === 'live'
        ? createPayPalAdapter({
            mode: 'live',
            clientId: env.PAYPAL_CLIENT_ID!,
            clientSecret: env.PAYPAL_CLIENT_SECRET!,
            webhookId: env.PAYPAL_WEBHOOK_ID!,
            apiUrl: () => env.PAYPAL_API_URL.replace(/\/$/, ''),
          })
        : gatewayMode(ctx, 'paypal') === 'sandbox'
          ? createPayPalAdapter({
              mode: 'sandbox',
              clientId: SANDBOX_ACCOUNTS.paypal.clientId,
              clientSecret: SANDBOX_ACCOUNTS.paypal.clientSecret,
              webhookId: SANDBOX_ACCOUNTS.paypal.webhookId,
              apiUrl: sandboxUrl('paypal'),
            })
          : null,
  };
  const gateways: Gateways = {
    get: (gateway) => adapters[gateway],
    mode: (gateway) => gatewayMode(ctx, gateway),
  };
  cache.set(ctx, gateways);
  return gateways;
}
