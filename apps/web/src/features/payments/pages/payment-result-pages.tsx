import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { PAYMENT_MESSAGES } from '@petmitra/core/payments/payments';
import { formatMoney } from '@petmitra/core/payments/pricing';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useConfirmPayment, usePayment } from '../api/payments';
import { useArrivalFocus } from '../hooks/use-arrival-focus';

const cut = (value: string, n = 20) => (value.length > n ? `${value.slice(0, n)}...` : value);

/**
 * /payment/success: the gateway sends the payer back here (PayPal with token and PayerID, our
 * sandbox and Razorpay with the payment id). A payment still pending is verified by the server
 * first (PayPal: captured); only then does the page say it succeeded.
 */
export function PaymentSuccessPage() {
  usePageTitle('Payment Successful');
  const [params] = useSearchParams();
  const ourId = params.get('payment');
  const token = params.get('token');
  const payment = usePayment(ourId);
  const confirm = useConfirmPayment();
  const asked = useRef(false);

  const pending = payment.data?.payment.status === 'pending';
  useEffect(() => {
    if (!ourId || !pending || asked.current) return;
    const rz = params.get('razorpay_payment_id');
    if (!token && !rz) return;
    asked.current = true;
    confirm.mutate({
      id: ourId,
      ...(token ? { paypalOrderId: token } : {}),
      ...(rz
        ? {
            razorpayPaymentId: rz,
            razorpayOrderId: params.get('razorpay_order_id') ?? '',
            razorpaySignature: params.get('razorpay_signature') ?? '',
          }
        : {}),
    });
  }, [ourId, pending, token, params, confirm]);

  // A return from the gateway with a pending payment is confirmed at once: no "pending" card
  // flashes before the confirmation starts.
  const returned = Boolean(token || params.get('razorpay_payment_id'));
  const confirming =
    confirm.isPending || (pending && returned && !confirm.isError && !confirm.data);
  const loading = Boolean(ourId && (payment.isPending || confirming));
  const p = confirm.data?.payment ?? payment.data?.payment ?? null;
  const failed = confirm.isError || payment.isError || p?.status === 'failed';
  useArrivalFocus(!loading, failed ? 'failed' : (p?.status ?? 'none'));
  if (loading) return <PageLoader label="Confirming your payment..." />;
  if (failed) {
    return (
      <ResultCard
        icon={<IconCircleX size={40} aria-hidden />}
        color="red"
        title="Payment Failed"
        body={confirm.error ? messageForError(confirm.error) : PAYMENT_MESSAGES.failed}
      >
        <Button component={Link} to="/payment-history" variant="default">
          Payment History
        </Button>
        <Button component={Link} to="/">
          Go to Home
        </Button>
      </ResultCard>
    );
  }
  if (p?.status === 'pending') {
    return (
      <ResultCard
        icon={<IconClockHour4 size={40} aria-hidden />}
        color="yellow"
        title="Payment Pending"
        body="The gateway is still processing your payment. We will record it as soon as it completes; you will find it in your payment history."
      >
        <Button component={Link} to="/payment-history">
          Payment History
        </Button>
      </ResultCard>
    );
  }
  const isPlan = p ? p.product === 'plan_monthly' || p.product === 'plan_annual' : true;
  const paymentIdShown = params.get('paymentId') ?? p?.transactionId ?? null;
  const requestId = confirm.data?.requestId ?? p?.requestId ?? null;
  return (
    <ResultCard
      icon={<IconCircleCheck size={40} aria-hidden />}
      color="teal"
      title="Payment Successful!"
      body={
        isPlan
          ? 'Thank you for your payment. Your subscription has been activated successfully.'
          : p?.product === 'response_fee'
            ? 'Thank you for your payment. Your response has been sent.'
            : 'Thank you for your payment. Your service request has been posted.'
      }
    >
      <Stack gap={2} w="100%">
        {p ? (
          <Text size="sm">
            Amount: <b>{formatMoney(p.amount, p.currency)}</b>
          </Text>
        ) : null}
        {paymentIdShown ? <Text size="sm">Payment ID: {cut(paymentIdShown)}</Text> : null}
        {token ? <Text size="sm">Token: {cut(token)}</Text> : null}
        {p?.paidAt ? (
          <Text size="sm">Date: {new Date(p.paidAt).toLocaleString('en-IN')}</Text>
        ) : null}
        {p?.invoiceNumber ? <Text size="sm">Invoice: {p.invoiceNumber}</Text> : null}
        <Text size="sm" c="dimmed">
          Your receipt and invoice are in your{' '}
          <Anchor component={Link} to="/payment-history" c="inherit" underline="always">
            payment history
          </Anchor>
          .
        </Text>
      </Stack>
      {requestId ? (
        <Button component={Link} to={`/request/${requestId}`}>
          View Request
        </Button>
      ) : null}
      <Button component={Link} to="/subscription" variant={requestId ? 'default' : 'filled'}>
        View Subscription
      </Button>
      <Button component={Link} to="/" variant="default">
        Go to Home
      </Button>
    </ResultCard>
  );
}

/** /payment/cancel: nothing was charged; try again, go back or go home. */
export function PaymentCancelPage() {
  usePageTitle('Payment Cancelled');
  const navigate = useNavigate();
  useArrivalFocus(true);
  const [params] = useSearchParams();
  const payment = usePayment(params.get('payment'));
  // Back to where this payment was started: the request form, the board, or the plans.
  const product = payment.data?.payment.product;
  const retry =
    product === 'request_fee'
      ? '/request-service'
      : product === 'response_fee'
        ? '/open-requests'
        : '/subscription';
  return (
    <ResultCard
      icon={<IconCircleX size={40} aria-hidden />}
      color="gray"
      title="Payment Cancelled"
      body="No charges have been made. You can try again whenever you are ready."
    >
      <Button component={Link} to={retry}>
        Try Payment Again
      </Button>
      <Button variant="default" onClick={() => void navigate(-1)}>
        Go Back
      </Button>
      <Button component={Link} to="/" variant="default">
        Go to Home
      </Button>
    </ResultCard>
  );
}

function ResultCard({
  icon,
  color,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color={color} variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{body}</Text>
          <Group justify="center" gap="xs">
            {children}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
