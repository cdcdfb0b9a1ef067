import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { POLICY } from '@petmitra/core/help/policies';
import { DocumentPage } from '../components/document-page';
import { useSiteInfo } from '../../../lib/use-site-info';

/** Privacy Policy (spec part 2, section 2): the six anchors, 30-day response, legal records. */
export function PrivacyPage() {
  const site = useSiteInfo();
  return (
    <DocumentPage
      title="Privacy Policy"
      lastUpdated
      intro={
        <p>
          {site.companyName} (“{site.siteName}”, “we”) respects your privacy. This policy explains
          what we collect, why, and the rights you have under India’s Digital Personal Data
          Protection Act, 2023.
        </p>
      }
      sections={[
        {
          id: 'information-collection',
          title: 'Information We Collect',
          body: (
            <ul>
              <li>
                Account details: name, email, phone, role, city, country, date of birth, gender and
                profile picture.
              </li>
              <li>
                Pet profiles: name, type, breed, age, weight, vaccination status, medical history
                and photos.
              </li>
              <li>
                Activity: services, service requests, responses, reviews, favourites, messages to
                support and feedback.
              </li>
              <li>
                Payment records: amount, currency, gateway, status and transaction ids (never card
                numbers).
              </li>
              <li>
                Technical data: IP address (to pick your country and currency and to stop abuse),
                browser and sign-in times.
              </li>
            </ul>
          ),
        },
        {
          id: 'how-we-use',
          title: 'How We Use Your Information',
          body: (
            <ul>
              <li>
                To run the marketplace: show your requests to providers in the right category, and
                share contact details once a response is accepted.
              </li>
              <li>
                To send the emails you need: password resets, request updates, replies from support.
              </li>
              <li>
                To keep the platform safe: rate limits, fraud and abuse detection, security logs.
              </li>
              <li>To meet legal and tax obligations for payments and invoices.</li>
              <li>
                To show prices in your country&apos;s currency: our server looks your IP address up
                in a country database it holds itself (no outside service is asked, and the address
                is not stored for this). This site or product includes IP2Location LITE data
                available from{' '}
                <Anchor href="https://lite.ip2location.com" rel="noopener noreferrer">
                  lite.ip2location.com
                </Anchor>
                .
              </li>
            </ul>
          ),
        },
        {
          id: 'information-sharing',
          title: 'Information Sharing',
          body: (
            <p>
              We do not sell your data. We share it only with the other party of a booking (after
              you accept a response), with the payment gateways that process your payments, with
              service providers that host our systems under contract, and with authorities when the
              law requires it.
            </p>
          ),
        },
        {
          id: 'data-security',
          title: 'Data Security',
          body: (
            <p>
              Data travels over HTTPS, passwords are stored only as salted hashes, sessions are
              httpOnly cookies, private files are served only to their owner, and administrative
              actions are logged. No system is perfectly secure; tell us at {site.supportEmail} if
              you find a weakness.
            </p>
          ),
        },
        {
          id: 'payment-data',
          title: 'Payment Data',
          body: (
            <p>
              Payments are processed through PayPal (and Razorpay in India); UPI, cards, net banking
              and wallets are offered through them as they become available. Card numbers, CVVs and
              UPI PINs are entered on the gateway and never reach or stay on our servers. See{' '}
              <Anchor component={Link} to="/payment-security">
                Payment Security
              </Anchor>
              .
            </p>
          ),
        },
        {
          id: 'your-rights',
          title: 'Your Rights',
          body: (
            <>
              <p>You may access, correct or erase your personal data, and withdraw consent:</p>
              <ul>
                <li>Edit your profile and pets at any time.</li>
                <li>
                  Download a copy of your data from{' '}
                  <Anchor component={Link} to="/account-management">
                    Account Management
                  </Anchor>
                  .
                </li>
                <li>
                  Ask for deactivation or deletion there; deletion may retain the legal records we
                  must keep (payments and invoices).
                </li>
              </ul>
              <p>
                We answer privacy requests within {POLICY.privacyResponseDays} days. Write to{' '}
                <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
