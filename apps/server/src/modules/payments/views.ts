import type { PaymentView, RefundView } from '@petmitra/core/payments/payments';
import { refundBlockedReason } from '@petmitra/core/payments/refunds';
import type { PaymentRow, RefundRow } from './repository';

export function toRefundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    status: row.status,
    refundId: row.refundId,
    originalAmount: row.originalAmount,
    gatewayCharges: row.gatewayCharges,
    refundAmount: row.refundAmount,
    currency: row.currency,
    reason: row.reason,
    errorMessage: row.errorMessage,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPaymentView(
  row: PaymentRow,
  refund: RefundRow | null,
  now = new Date(),
): PaymentView {
  const paidAt = row.paidAt ?? row.createdAt;
  return {
    id: row.id,
    product: row.product,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    gateway: row.gateway,
    sandbox: row.mode === 'sandbox',
    status: row.status,
    transactionId: row.transactionId,
    orderId: row.orderId,
    invoiceNumber: row.invoiceNumber,
    requestId: row.requestId,
    responseId: row.responseId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refund: refund ? toRefundView(refund) : null,
    refundBlockedReason: refundBlockedReason(
      { status: row.status, paidAt, refundStatus: refund?.status ?? null },
      now,
    ),
  };
}
