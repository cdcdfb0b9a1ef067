import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundBody } from '@petmitra/core/payments/payments';
import { paymentsApi } from '@petmitra/core/payments/payments-api';
import type { Product } from '@petmitra/core/payments/pricing';
import { call } from '../../../lib/api-client';
import { chosenCountry, goToCheckout } from '../../../lib/payments';

export const paymentsQueryKey = ['payments'] as const;

/** Payment History: the user's payments, newest first. */
export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'history', page],
    queryFn: ({ signal }) => call(paymentsApi.history, { query: { page, pageSize: 20 }, signal }),
  });
}

/** One payment (the result pages). */
export function usePayment(id: string | null) {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'one', id],
    queryFn: ({ signal }) => call(paymentsApi.get, { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });
}

/** Starts paying for a plan and goes to the gateway's approval step. */
export function useBuyPlan() {
  return useMutation({
    mutationFn: async (input: { product: Product; idempotencyKey: string }) => {
      const country = chosenCountry();
      const reply = await call(paymentsApi.checkout, {
        body: { ...input, ...(country ? { country } : {}) },
      });
      await goToCheckout(reply);
      return reply;
    },
  });
}

/** Verifies what the gateway handed back; the server records the payment once. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: string;
      razorpayPaymentId?: string;
      razorpayOrderId?: string;
      razorpaySignature?: string;
      paypalOrderId?: string;
    }) => {
      const { id, ...body } = input;
      return call(paymentsApi.confirm, { params: { id }, body });
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: RefundBody }) =>
      call(paymentsApi.refund, { params: { id: input.id }, body: input.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => call(paymentsApi.cancelSubscription, { body: { reason } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useGatewayStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...paymentsQueryKey, 'gateways'],
    queryFn: ({ signal }) => call(paymentsApi.gateways, { signal }),
    enabled,
  });
}

export function useTestCheckout() {
  return useMutation({
    mutationFn: async (idempotencyKey: string) => {
      const reply = await call(paymentsApi.testCheckout, { body: { idempotencyKey } });
      await goToCheckout(reply);
      return reply;
    },
  });
}
