import { Alert, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import type { CheckoutBody } from '@petmitra/core/payments/payments';
import { paymentsApi } from '@petmitra/core/payments/payments-api';
import { formatMoney } from '@petmitra/core/payments/pricing';
import { call } from '../../lib/api-client';
import { chosenCountry, goToCheckout, newPaymentKey } from '../../lib/payments';
import { PlansLink } from '../plans-link';

export const plansQueryKey = (country: string | undefined) => ['payments', 'plans', country ?? ''];

/** The plans and fee in the viewer's currency (the server prices them for their country). */
export function usePlans() {
  const country = chosenCountry();
  return useQuery({
    queryKey: plansQueryKey(country),
    queryFn: ({ signal }) => call(paymentsApi.plans, { query: { country }, signal }),
  });
}

/**
 * Paying the per-use fee for one request or response: the form's validated content goes to
 * the server with the checkout (the server prices it and creates the order); the request or
 * response is created by the server only once the payment is verified.
 */
export function usePerUseFee(unit: 'request' | 'response') {
  const plans = usePlans();
  const [key] = useState(newPaymentKey);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fee = plans.data
    ? formatMoney(plans.data.perUseFee.amount, plans.data.perUseFee.currency)
    : null;
  return {
    fee,
    gateway: plans.data?.gateway === 'paypal' ? 'PayPal' : 'Razorpay',
    sandbox: plans.data?.sandbox ?? false,
    ready: Boolean(plans.data?.gatewayReady),
    pending,
    error,
    async pay(draft: Pick<CheckoutBody, 'request' | 'response'>) {
      setPending(true);
      setError(null);
      const country = chosenCountry();
      try {
        const reply = await call(paymentsApi.checkout, {
          body: {
            product: unit === 'request' ? 'request_fee' : 'response_fee',
            idempotencyKey: key,
            ...(country ? { country } : {}),
            ...draft,
          },
        });
        await goToCheckout(reply);
      } catch (e) {
        setError(messageForError(e));
        setPending(false);
      }
    },
  };
}

/** The fee step's one notice: the price in the user's currency and the way to a plan. */
export function PerUseFeeNotice({
  unit,
  fee,
}: {
  unit: 'request' | 'response';
  fee: ReturnType<typeof usePerUseFee>;
}) {
  return (
    <Alert
      variant="light"
      color="orange"
      title={`Your free ${unit} this month is used`}
      icon={<IconCreditCard aria-hidden />}
    >
      <Stack gap={4}>
        <Text size="sm">
          Each extra {unit} costs {fee.fee ?? 'a small fee'}, or{' '}
          <PlansLink>choose a monthly or annual plan</PlansLink> for unlimited {unit}s. Your {unit}{' '}
          is sent as soon as the payment is confirmed.
        </Text>
        <Text size="xs">
          Secure payment through {fee.gateway}
          {fee.sandbox ? ' (sandbox: no real money moves)' : ''}.
        </Text>
        {fee.error ? (
          <Text size="sm" fw={600} role="alert">
            {fee.error}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
