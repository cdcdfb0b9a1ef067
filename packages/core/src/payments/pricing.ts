import { formatMoney as formatAmount } from '../marketplace/money';
import { PER_USE_FEE_PAISE } from '../marketplace/quota';

/**
 * What PetMitra charges, in one place (spec part 2, section 9; DESIGN section 6). Every amount is
 * an integer in the currency's minor unit (paise, cents) with its currency code; INR prices are
 * the source and USD is INR × 0.012 rounded to the cent.
 */
export const PAYMENT_CURRENCIES = ['INR', 'USD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export const GATEWAYS = ['razorpay', 'paypal'] as const;
export type Gateway = (typeof GATEWAYS)[number];

export const PLAN_TYPES = ['free', 'monthly', 'annual'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export type PaidPlanType = Exclude<PlanType, 'free'>;

/** Plan ordering (spec part 2, section 4): free 0, monthly 1, annual 2. */
export const PLAN_ORDER: Record<PlanType, number> = { free: 0, monthly: 1, annual: 2 };
/** How long a paid plan runs: monthly one month, annual twelve (12 months for the price of 10). */
export const PLAN_MONTHS: Record<PaidPlanType, number> = { monthly: 1, annual: 12 };

export const PRICES_INR_PAISE = {
  perUse: PER_USE_FEE_PAISE,
  monthly: 12_500,
  annual: 125_000,
} as const;

/** What can be bought: a per-use fee for one request or one response, or a paid plan. */
export const PRODUCTS = ['request_fee', 'response_fee', 'plan_monthly', 'plan_annual'] as const;
export type Product = (typeof PRODUCTS)[number];

export function productPlan(product: Product): PaidPlanType | null {
  return product === 'plan_monthly' ? 'monthly' : product === 'plan_annual' ? 'annual' : null;
}

export function planProduct(plan: PaidPlanType): Product {
  return plan === 'monthly' ? 'plan_monthly' : 'plan_annual';
}

/** INR paise to US cents at 0.012 USD per rupee, rounded half up to the cent (integer maths). */
export function inrPaiseToUsdCents(paise: number): number {
  // paise × 0.012 = paise × 12 / 1000; + 500 before the division rounds half up.
  return Math.floor((paise * 12 + 500) / 1000);
}

export function priceIn(inrPaise: number, currency: PaymentCurrency): number {
  return currency === 'INR' ? inrPaise : inrPaiseToUsdCents(inrPaise);
}

export function productPriceInr(product: Product): number {
  if (product === 'plan_monthly') return PRICES_INR_PAISE.monthly;
  if (product === 'plan_annual') return PRICES_INR_PAISE.annual;
  return PRICES_INR_PAISE.perUse;
}

export interface Money {
  /** Integer minor units (paise, cents). */
  amount: number;
  currency: PaymentCurrency;
}

export function productPrice(product: Product, currency: PaymentCurrency): Money {
  return { amount: priceIn(productPriceInr(product), currency), currency };
}

/**
 * Which gateway and currency a country pays with: India (and an unknown country) through
 * Razorpay in INR, every other country through PayPal in USD.
 */
export function paymentRoute(country: string | null | undefined): {
  gateway: Gateway;
  currency: PaymentCurrency;
} {
  const code = country?.trim().toUpperCase();
  if (!code || code === 'IN' || !/^[A-Z]{2}$/.test(code)) {
    return { gateway: 'razorpay', currency: 'INR' };
  }
  return { gateway: 'paypal', currency: 'USD' };
}

/** '₹1,250' or '$15.00', by the one money rule (marketplace/money). */
export function formatMoney(amount: number, currency: PaymentCurrency | string): string {
  return formatAmount(amount, currency);
}

/** An amount with two decimals and its symbol, for breakdowns where paise matter (refunds). */
export function formatMoneyExact(amount: number, currency: PaymentCurrency | string): string {
  return formatAmount(amount, currency, { exact: true });
}

/** A gateway's decimal string ('0.54') from minor units, as PayPal's API takes amounts. */
export function toDecimalString(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amount));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '0.54' -> 54; null when not a plain two-decimal amount. */
export function fromDecimalString(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export type PlanAudience = 'pet_parent' | 'service_provider';

export interface PlanCard {
  type: PlanType;
  name: string;
  price: Money;
  period: string;
  features: string[];
  /** The annual plan's saving over 12 monthly payments. */
  saving: Money | null;
}

export const PLAN_NAMES: Record<PlanType, string> = {
  free: 'Free Plan',
  monthly: 'Monthly Plan',
  annual: 'Annual Plan',
};

/** The plan set for a role: pet parents buy requests, providers buy responses. */
export function plansFor(audience: PlanAudience, currency: PaymentCurrency): PlanCard[] {
  const unit = audience === 'pet_parent' ? 'request' : 'response';
  const fee = formatMoney(priceIn(PRICES_INR_PAISE.perUse, currency), currency);
  const monthly = priceIn(PRICES_INR_PAISE.monthly, currency);
  const annual = priceIn(PRICES_INR_PAISE.annual, currency);
  return [
    {
      type: 'free',
      name: PLAN_NAMES.free,
      price: { amount: 0, currency },
      period: 'month',
      features: [`1 free ${unit} every month`, `${fee} per extra ${unit}`, 'Basic support'],
      saving: null,
    },
    {
      type: 'monthly',
      name: PLAN_NAMES.monthly,
      price: { amount: monthly, currency },
      period: 'month',
      features: [`Unlimited ${unit}s`, 'No per-use fees', 'Priority support'],
      saving: null,
    },
    {
      type: 'annual',
      name: PLAN_NAMES.annual,
      price: { amount: annual, currency },
      period: 'year',
      features: [
        `Unlimited ${unit}s`,
        '12 months for the price of 10',
        'No per-use fees',
        'Priority support',
      ],
      saving: { amount: monthly * 12 - annual, currency },
    },
  ];
}

/**
 * The plans page's button for a plan (spec part 2, section 4): with an active plan, its own type
 * is Current Plan, a higher one Upgrade Now, a lower one Downgrade Now; with none, the free plan
 * is Current Plan and paid plans Subscribe Now. (The pet-parent home calls free 'Get Started'.)
 */
export function planButtonLabel(
  plan: PlanType,
  active: PlanType | null,
  place: 'plans' | 'home' = 'plans',
): string {
  if (place === 'home' && active !== null && active !== 'free' && plan === active) {
    return 'Manage Subscription';
  }
  if (active === null || active === 'free') {
    if (plan === 'free') return place === 'home' ? 'Get Started' : 'Current Plan';
    return 'Subscribe Now';
  }
  if (plan === active) return 'Current Plan';
  return PLAN_ORDER[plan] > PLAN_ORDER[active] ? 'Upgrade Now' : 'Downgrade Now';
}

/** The end of a plan bought at `start`: the same day-of-month `months` later (clamped). */
export function planEndDate(start: Date, plan: PaidPlanType): Date {
  const months = PLAN_MONTHS[plan];
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The spec's test payment: 0.01 USD through the sandbox. */
export const TEST_PAYMENT: Money = { amount: 1, currency: 'USD' };

const COUNTRY_NAMES: Record<string, string> = {
  india: 'IN',
  'united states': 'US',
  usa: 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  canada: 'CA',
  australia: 'AU',
  germany: 'DE',
  france: 'FR',
  italy: 'IT',
  spain: 'ES',
  netherlands: 'NL',
  japan: 'JP',
  brazil: 'BR',
  mexico: 'MX',
  singapore: 'SG',
  'united arab emirates': 'AE',
};

/**
 * The country a price is for: the one the user picked in the selector, else their profile's
 * (a code or a name), else unknown (null, which pays through Razorpay in INR).
 */
export function resolveCountry(
  chosen: string | null | undefined,
  profile: string | null | undefined,
): string | null {
  for (const value of [chosen, profile]) {
    const text = value?.trim();
    if (!text) continue;
    if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
    const code = COUNTRY_NAMES[text.toLowerCase()];
    if (code) return code;
  }
  return null;
}
