import { Anchor } from '@mantine/core';
import { POLICY } from '@petmitra/core/help/policies';
import { DocumentPage } from '../components/document-page';
import { useSiteInfo } from '../../../lib/use-site-info';

/** Subscription Refund Policy (spec part 2: 7-day window, 3 working days, direct payments). */
export function RefundPolicyPage() {
  const site = useSiteInfo();
  const P = POLICY;
  return (
    <DocumentPage
      title="Subscription Refund Policy"
      lastUpdated
      intro={
        <p>
          This policy covers payments made to {site.siteName}: subscription plans and per-use fees
          for extra requests or responses.
        </p>
      }
      sections={[
        {
          id: 'window',
          title: 'Refund Window',
          body: (
            <ul>
              <li>
                Subscription plans can be refunded if you ask within {P.subscriptionRefundDays} days
                of payment.
              </li>
              <li>
                No refunds for services already used (for example requests already posted on a
                plan).
              </li>
              <li>
                Per-use payments can be refunded from Payment History within{' '}
                {P.paymentRefundWindowHours} hours, before the gateway settles them (
                {P.settlementDays.razorpay} days for Razorpay, {P.settlementDays.paypal} day for
                PayPal). The gateway’s own fee is never refunded.
              </li>
            </ul>
          ),
        },
        {
          id: 'processing',
          title: 'Processing Time',
          body: (
            <p>
              Approved subscription refunds are processed within{' '}
              {P.subscriptionRefundProcessingDays} working days to the original payment method. Your
              bank may take a few more days to show it.
            </p>
          ),
        },
        {
          id: 'direct-payments',
          title: 'Direct Payment Model',
          body: (
            <p>
              Service fees are paid directly between pet parents and providers and never pass
              through {site.siteName}, so we cannot refund them. For a booking cancellation the
              provider refunds you: {P.cancellation.fullRefundHours}+ hours before, in full;{' '}
              {P.cancellation.halfRefundHours}–{P.cancellation.fullRefundHours} hours before,{' '}
              {P.cancellation.halfRefundPercent}%; under {P.cancellation.halfRefundHours} hours,
              nothing.
            </p>
          ),
        },
        {
          id: 'how-to-request',
          title: 'How to Request a Refund',
          body: (
            <ol>
              <li>
                Email{' '}
                <Anchor href={`mailto:${site.supportEmail}?subject=Refund%20request`}>
                  {site.supportEmail}
                </Anchor>{' '}
                from your account’s email address.
              </li>
              <li>Include the transaction id from Payment History and the reason.</li>
              <li>We confirm within {P.emailResponseHours} hours and tell you the outcome.</li>
            </ol>
          ),
        },
      ]}
    />
  );
}
