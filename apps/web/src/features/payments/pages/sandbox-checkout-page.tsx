import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { PAYMENT_MESSAGES } from '@petmitra/core/payments/payments';
import { formatMoney } from '@petmitra/core/payments/pricing';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useConfirmPayment } from '../api/payments';
import { useArrivalFocus } from '../hooks/use-arrival-focus';

interface SandboxOrder {
  gateway: 'razorpay' | 'paypal';
  orderId: string;
  amount: number;
  currency: string;
  status: string;
  description: string;
}

/** The sandbox gateway's own endpoints (what a real gateway runs on its pages), not our API. */
async function sandboxCall<T>(orderId: string, outcome?: string): Promise<T> {
  const res = await fetch(`/sandbox/checkout/${encodeURIComponent(orderId)}`, {
    method: outcome ? 'POST' : 'GET',
    headers: outcome ? { 'content-type': 'application/json' } : {},
    ...(outcome ? { body: JSON.stringify({ outcome }) } : {}),
  });
  const body = (await res.json()) as T & { error?: unknown };
  if (!res.ok) {
    const error = body.error as { description?: string } | string | undefined;
    throw new Error(typeof error === 'string' ? error : (error?.description ?? 'Payment failed'));
  }
  return body;
}

/**
 * The built-in sandbox gateway's checkout (the embedded default): the step Razorpay's checkout
 * or PayPal's approval page runs, here in our UI. The payer chooses success, failure or
 * cancel; no real money moves. What comes back is verified by our server as a real one would be.
 */
export function SandboxCheckoutPage() {
  usePageTitle('Sandbox Checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const paymentId = params.get('payment');
  const order = useQuery({
    queryKey: ['sandbox-order', token],
    queryFn: () => sandboxCall<SandboxOrder>(token),
    enabled: Boolean(token),
  });
  const confirm = useConfirmPayment();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useArrivalFocus(Boolean(order.data));

  const choose = async (outcome: 'success' | 'failure' | 'cancel') => {
    if (!order.data) return;
    setBusy(outcome);
    setError(null);
    try {
      if (order.data.gateway === 'paypal') {
        const { redirect } = await sandboxCall<{ redirect: string | null }>(token, outcome);
        window.location.assign(redirect ?? '/payment/cancel');
        return;
      }
      if (outcome === 'cancel') {
        await sandboxCall(token, 'cancel');
        void navigate(`/payment/cancel?payment=${paymentId ?? ''}`);
        return;
      }
      const result = await sandboxCall<{
        razorpay_payment_id: string;
        razorpay_order_id: string;
        razorpay_signature: string;
      }>(token, outcome);
      if (!paymentId) throw new Error(PAYMENT_MESSAGES.failed);
      await confirm.mutateAsync({
        id: paymentId,
        razorpayPaymentId: result.razorpay_payment_id,
        razorpayOrderId: result.razorpay_order_id,
        razorpaySignature: result.razorpay_signature,
      });
      void navigate(
        `/payment/success?payment=${paymentId}&paymentId=${result.razorpay_payment_id}`,
      );
    } catch (e) {
      setError(e instanceof Error && !('code' in e) ? PAYMENT_MESSAGES.failed : messageForError(e));
      setBusy(null);
    }
  };

  if (!token) {
    return <ErrorState title="No order to pay" message="This checkout link is incomplete." />;
  }
  if (order.isPending) return <PageLoader label="Opening the sandbox checkout..." />;
  if (order.isError) {
    return <ErrorState title="Order not found" message={messageForError(order.error)} />;
  }
  const o = order.data;
  const paid = o.status === 'paid' || o.status === 'COMPLETED';
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h2">
              {o.gateway === 'paypal' ? 'PayPal' : 'Razorpay'} Sandbox Checkout
            </Title>
            <Badge color="grape" leftSection={<IconFlask size={14} aria-hidden />}>
              Sandbox
            </Badge>
          </Group>
          <Alert color="grape" variant="light" icon={<IconFlask aria-hidden />}>
            This is PetMitra&apos;s built-in sandbox gateway. No real money moves: choose what the
            payment should do.
          </Alert>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {o.description}
            </Text>
            <Text fw={700} size="xl">
              {formatMoney(o.amount, o.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              Order {o.orderId}
            </Text>
          </Stack>
          {error ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              role="alert"
            >
              {error}
            </Alert>
          ) : null}
          {paid ? (
            <Text>This order has already been paid.</Text>
          ) : (
            <Stack gap="xs">
              <Button
                loading={busy === 'success'}
                disabled={busy !== null}
                onClick={() => void choose('success')}
              >
                {o.gateway === 'paypal' ? 'Approve payment' : 'Pay successfully'}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={busy === 'failure'}
                disabled={busy !== null}
                onClick={() => void choose('failure')}
              >
                Fail the payment
              </Button>
              <Button
                variant="default"
                disabled={busy !== null}
                onClick={() => void choose('cancel')}
              >
                Cancel
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
