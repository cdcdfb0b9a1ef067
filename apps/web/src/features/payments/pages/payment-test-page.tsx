import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { PAYMENT_MESSAGES } from '@petmitra/core/payments/payments';
import { TEST_PAYMENT, formatMoney } from '@petmitra/core/payments/pricing';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { newPaymentKey } from '../../../lib/payments';
import { useGatewayStatus, useTestCheckout } from '../api/payments';

/**
 * The payment test and debug pages of spec part 1 (/payment-test, /paypal-*): for the super
 * admin, or anyone while the sandbox gateway is on. Each gateway's configuration, and a 0.01 USD
 * payment through PayPal end to end (order, approval, capture, webhook, history).
 */
export function PaymentTestPage({ title }: { title: string }) {
  usePageTitle(title);
  const status = useGatewayStatus(true);
  const run = useTestCheckout();
  const [key] = useState(newPaymentKey);

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return <ErrorState title="Not available" message={messageForError(status.error)} />;
  }
  return (
    <Container size="sm" py="xl">
      <PageHeader
        title={title}
        description="Gateway configuration and an end-to-end test payment."
      />
      <Stack gap="md">
        {status.data.gateways.map((g) => (
          <Paper key={g.gateway} withBorder radius="lg" p="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {g.gateway === 'paypal' ? 'PayPal' : 'Razorpay'} ({g.currency})
              </Title>
              <Badge color={g.configured ? 'teal' : 'orange'} variant="light">
                {g.configured
                  ? g.mode === 'live'
                    ? 'Configured'
                    : 'Sandbox'
                  : PAYMENT_MESSAGES.notConfigured}
              </Badge>
            </Group>
            {!g.configured ? (
              <Text size="sm" mt="xs">
                Set the gateway&apos;s keys in the server environment (see .env.example).
              </Text>
            ) : null}
          </Paper>
        ))}
        {run.error ? (
          <Alert color="red" variant="light" role="alert">
            {messageForError(run.error)}
          </Alert>
        ) : null}
        <Button
          loading={run.isPending}
          disabled={!status.data.gateways.find((g) => g.gateway === 'paypal')?.configured}
          onClick={() => run.mutate(key)}
        >
          Pay {formatMoney(TEST_PAYMENT.amount, TEST_PAYMENT.currency)} test payment
        </Button>
      </Stack>
    </Container>
  );
}
