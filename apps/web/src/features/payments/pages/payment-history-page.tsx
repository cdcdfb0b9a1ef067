import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import type { PaymentView } from '@petmitra/core/payments/payments';
import { formatMoney, formatMoneyExact } from '@petmitra/core/payments/pricing';
import {
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  REFUND_TIMING,
  REFUND_WINDOW_HOURS,
  SETTLEMENT_DAYS,
  refundBreakdown,
  type RefundReason,
} from '@petmitra/core/payments/refunds';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { usePaymentHistory, useRequestRefund } from '../api/payments';

const STATUS_COLORS: Record<PaymentView['status'], string> = {
  completed: 'teal',
  pending: 'yellow',
  failed: 'red',
  refunded: 'grape',
};
const cut = (value: string, n = 20) => (value.length > n ? `${value.slice(0, n)}...` : value);
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** /payment-history: the user's payments, refunds and invoices. */
export function PaymentHistoryPage() {
  usePageTitle('Payment History');
  const history = usePaymentHistory(1);
  const [refunding, setRefunding] = useState<PaymentView | null>(null);

  let content;
  if (history.isPending) content = <PageLoader label="Loading your payments..." />;
  else if (history.isError) {
    content = (
      <ErrorState
        title="Failed to load payment history"
        message={messageForError(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.data.payments.length === 0) {
    content = (
      <EmptyState
        title="No payments yet"
        action={
          <Button component={Link} to="/subscription">
            View Plans
          </Button>
        }
      >
        Payments for plans and per-use fees will be listed here with their invoices.
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="sm">
        {history.data.payments.map((p) => (
          <Card
            key={p.id}
            withBorder
            radius="lg"
            p="md"
            component="article"
            aria-label={p.description}
          >
            {/* The amount and status stay at the top right, beside the text, at every width. */}
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={600}>{p.description}</Text>
                <Text size="sm" c="dimmed">
                  {when(p.paidAt ?? p.createdAt)} · {p.gateway === 'paypal' ? 'PayPal' : 'Razorpay'}
                  {p.sandbox ? ' (sandbox)' : ''}
                </Text>
                {p.transactionId ? (
                  <Text size="sm" c="dimmed">
                    Transaction: {cut(p.transactionId)}
                  </Text>
                ) : null}
                {p.refund ? (
                  <Text size="sm">
                    Refund {p.refund.status}:{' '}
                    {formatMoneyExact(p.refund.refundAmount, p.refund.currency)}
                    {p.refund.refundId ? ` (${p.refund.refundId})` : ''}, gateway charges{' '}
                    {formatMoneyExact(p.refund.gatewayCharges, p.refund.currency)} retained
                  </Text>
                ) : null}
              </Stack>
              <Stack gap={6} align="flex-end">
                <Text fw={700} size="lg">
                  {formatMoney(p.amount, p.currency)}
                </Text>
                <Badge color={STATUS_COLORS[p.status]} variant="light">
                  {p.status}
                </Badge>
              </Stack>
            </Group>
            <Group gap="xs" mt="sm">
              {p.invoiceNumber ? (
                <Button
                  component="a"
                  href={`/api/payments/${p.id}/invoice`}
                  download
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                >
                  Invoice {p.invoiceNumber}
                </Button>
              ) : null}
              {p.status === 'completed' && !p.refundBlockedReason ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconReceiptRefund size={14} aria-hidden />}
                  onClick={() => setRefunding(p)}
                >
                  Request Refund
                </Button>
              ) : p.refundBlockedReason ? (
                <Text size="xs" c="dimmed">
                  {p.refundBlockedReason}
                </Text>
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <PageHeader title="Payment History" description="Your payments, refunds and invoices." />
      <Stack gap="lg">
        {content}
        <RefundPolicyBox />
      </Stack>
      {refunding ? <RefundModal payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </Container>
  );
}

function RefundPolicyBox() {
  return (
    <Alert variant="light" color="gray" title="Refund policy">
      <List size="sm" spacing={2}>
        <List.Item>
          Refunds can be requested within {REFUND_WINDOW_HOURS} hours of payment.
        </List.Item>
        <List.Item>
          The payment gateway&apos;s fee is not refunded: Razorpay 2% plus 18% GST on that fee;
          PayPal 3.49% plus a fixed fee.
        </List.Item>
        <List.Item>
          Razorpay settles in {SETTLEMENT_DAYS.razorpay} days (refunds reach you in{' '}
          {REFUND_TIMING.razorpay}); PayPal in {SETTLEMENT_DAYS.paypal} day (refunds are{' '}
          {REFUND_TIMING.paypal}).
        </List.Item>
        <List.Item>
          Services already used are not refunded.{' '}
          <Anchor component={Link} to="/refund-policy" c="inherit" underline="always">
            Read the full policy
          </Anchor>
          .
        </List.Item>
      </List>
    </Alert>
  );
}

function BreakdownLine({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined} miw={0}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function RefundModal({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const refund = useRequestRefund();
  const [reason, setReason] = useState<RefundReason>('customer_request');
  const [details, setDetails] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const b = refundBreakdown(payment.amount, payment.currency, payment.gateway);
  const needsDetails = reason === 'other' && details.trim().length === 0;

  const submit = () => {
    setRefused(null);
    refund.mutate(
      { id: payment.id, body: { reason, ...(details.trim() ? { details: details.trim() } : {}) } },
      {
        onSuccess: ({ refund: r }) => {
          toast.success(
            `${formatMoneyExact(r.refundAmount, r.currency)} refunded (gateway charges of ${formatMoneyExact(r.gatewayCharges, r.currency)} retained). Refund ID: ${r.refundId ?? r.id}`,
            { title: 'Refund processed', duration: 5000 },
          );
          setTimeout(onClose, 2000);
        },
        onError: (error) => {
          const detail = (error as { details?: { detail?: string } }).details?.detail;
          setRefused(detail ? `${messageForError(error)}. ${detail}` : messageForError(error));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Request Refund"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {payment.description}
          </Text>
          <Text size="sm" c="dimmed">
            Paid {when(payment.paidAt ?? payment.createdAt)} ·{' '}
            {payment.transactionId ? cut(payment.transactionId) : ''}
          </Text>
        </Stack>
        <Card withBorder radius="md" p="sm">
          <Title order={3} size="h5" mb={4}>
            Breakdown
          </Title>
          {/* Each amount stays on its label's line, at the right, however narrow the dialog. */}
          <BreakdownLine
            label="Amount paid"
            value={formatMoneyExact(b.originalAmount, b.currency)}
          />
          <BreakdownLine
            label="Gateway charges (not refundable)"
            value={`- ${formatMoneyExact(b.gatewayCharges, b.currency)}`}
          />
          <BreakdownLine
            label="You receive"
            value={formatMoneyExact(b.refundableAmount, b.currency)}
            strong
          />
        </Card>
        <NativeSelect
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as RefundReason)}
          data={REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))}
        />
        <Textarea
          label={reason === 'other' ? 'Tell us why' : 'Details (optional)'}
          required={reason === 'other'}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        {refused ? (
          <Alert color="red" variant="light" title="Refund Not Available" role="alert">
            {refused}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          Refunds go back to the original payment method ({REFUND_TIMING[payment.gateway]}).
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={submit} loading={refund.isPending} disabled={needsDetails}>
            Request Refund
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
