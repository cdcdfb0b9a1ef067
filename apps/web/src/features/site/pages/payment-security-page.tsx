import { Anchor, Badge, Group } from '@mantine/core';
import { POLICY } from '@petmitra/core/help/policies';
import { DocumentPage } from '../components/document-page';
import { useSiteInfo } from '../../../lib/use-site-info';

const METHODS = ['Razorpay', 'PayPal', 'UPI', 'Net Banking'];

/** Payment Security (spec part 2, section 2). */
export function PaymentSecurityPage() {
  const site = useSiteInfo();
  return (
    <DocumentPage
      title="Payment Security"
      intro={<p>How payments on {site.siteName} are encrypted, processed and protected.</p>}
      sections={[
        {
          id: 'encryption',
          title: 'Encryption',
          body: (
            <p>
              Every page and payment travels over TLS (HTTPS with HSTS). Payment forms are the
              gateway’s own, so your card or UPI details go straight to the gateway, encrypted.
            </p>
          ),
        },
        {
          id: 'partners',
          title: 'Our Payment Partners',
          body: (
            <ul>
              <li>
                <strong>Razorpay</strong> — payments in India in rupees (PCI DSS Level 1).
              </li>
              <li>
                <strong>PayPal</strong> — payments from outside India in US dollars (PCI DSS Level
                1).
              </li>
            </ul>
          ),
        },
        {
          id: 'methods',
          title: 'Payment Methods',
          body: (
            <Group gap="xs">
              {METHODS.map((m) => (
                <Badge key={m} color="green" variant="light" size="lg">
                  {m} · Active
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          id: 'not-stored',
          title: 'What We Never Store',
          body: (
            <ul>
              <li>Card numbers, expiry dates or CVV codes</li>
              <li>UPI PINs or net-banking passwords</li>
              <li>PayPal passwords</li>
            </ul>
          ),
        },
        {
          id: 'dos-donts',
          title: 'Do’s and Don’ts',
          body: (
            <ul>
              <li>
                Do check the address bar shows {site.siteName}’s address over HTTPS before paying.
              </li>
              <li>
                Do pay platform fees only inside {site.siteName}; service fees go to the provider
                directly.
              </li>
              <li>
                Don’t share OTPs, PINs or passwords with anyone — our team never asks for them.
              </li>
              <li>
                Don’t pay anyone who contacts you claiming to be {site.siteName} support outside the
                app.
              </li>
            </ul>
          ),
        },
        {
          id: 'disputes',
          title: 'Disputes',
          body: (
            <p>
              Per-use payments can be refunded within {POLICY.paymentRefundWindowHours} hours from
              Payment History. For anything else, write to {site.supportEmail} within{' '}
              {POLICY.disputeReportDays} days; we mediate and, if needed, the dispute goes to
              arbitration in {POLICY.arbitrationSeat}.
            </p>
          ),
        },
        {
          id: 'certifications',
          title: 'Certifications',
          body: (
            <p>
              Our gateways are PCI DSS Level 1 certified. {site.siteName} follows India’s Digital
              Personal Data Protection Act, 2023 for personal data.
            </p>
          ),
        },
        {
          id: 'security-contact',
          title: 'Security Contact',
          body: (
            <p>
              Report a suspicious payment or a vulnerability to{' '}
              <Anchor href={`mailto:${site.supportEmail}?subject=Security`}>
                {site.supportEmail}
              </Anchor>{' '}
              or on{' '}
              <Anchor href={site.whatsappUrl} target="_blank" rel="noopener noreferrer">
                WhatsApp {site.whatsappNumber}
              </Anchor>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
