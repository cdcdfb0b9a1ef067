import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { POLICY } from '@petmitra/core/help/policies';
import { DocumentPage } from '../components/document-page';
import { useSiteInfo } from '../../../lib/use-site-info';

/** Terms and Conditions (spec part 2, section 2): the six anchors and every section. */
export function TermsPage() {
  const site = useSiteInfo();
  const P = POLICY;
  return (
    <DocumentPage
      title="Terms and Conditions"
      lastUpdated
      intro={
        <p>
          Welcome to {site.siteName}. These terms govern your use of the {site.siteName} website and
          app, operated by {site.companyName}, a company registered in Bengaluru, India. Please read
          them carefully.
        </p>
      }
      sections={[
        {
          id: 'acceptance',
          title: '1. Acceptance of Terms',
          body: (
            <>
              <p>
                By creating an account or using {site.siteName} you agree to these terms and to our{' '}
                <Anchor component={Link} to="/privacy-policy">
                  Privacy Policy
                </Anchor>
                . If you do not agree, do not use the platform.
              </p>
              <p>
                You must be at least {P.minimumAge} years old to use {site.siteName}.
              </p>
            </>
          ),
        },
        {
          id: 'services',
          title: '2. Our Services',
          body: (
            <>
              <p>
                {site.siteName} is a platform only. We connect pet parents with independent service
                providers — walking, boarding, sitting, taxi, training, grooming, veterinary care,
                pharmacies, stores, adoption, hospitals and emergency care. We do not deliver care
                ourselves and are not a party to the agreement between a pet parent and a provider.
              </p>
              <p>
                Providers set their own prices, keep 100% of their service fees and are paid
                directly by the pet parent after the service. Providers may be verified by the
                platform; verification is not a guarantee of the service.
              </p>
            </>
          ),
        },
        {
          id: 'user-accounts',
          title: '3. User Accounts and Prohibited Activities',
          body: (
            <>
              <p>
                You are responsible for your account and for keeping your password secret. Give
                accurate information and keep it up to date. Your email address cannot be changed
                after registration.
              </p>
              <p>You must not:</p>
              <ul>
                <li>impersonate anyone or create accounts for others without permission;</li>
                <li>post false, misleading, offensive or unlawful content or reviews;</li>
                <li>harass other users or arrange services outside the law;</li>
                <li>scrape, overload or try to break into the platform;</li>
                <li>use the platform to mistreat animals in any way.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'payments',
          title: '4. Payments and Fees',
          body: (
            <>
              <p>
                Each calendar month you may post {P.freeRequestsPerMonth} service request (pet
                parents) or send {P.freeResponsesPerMonth} response (providers) for free. Each
                further request or response costs ₹{P.perUseFeeInr}, unless a monthly plan (₹
                {P.monthlyPlanInr}) or annual plan (₹{P.annualPlanInr.toLocaleString('en-IN')}) is
                active. Plans do not renew automatically.
              </p>
              <p>
                Platform fees are paid through Razorpay (India, INR) or PayPal (elsewhere, USD).
                Service fees are paid directly between pet parent and provider and never pass
                through {site.siteName}. Refunds follow our{' '}
                <Anchor component={Link} to="/refund-policy">
                  Subscription Refund Policy
                </Anchor>
                .
              </p>
            </>
          ),
        },
        {
          id: 'responsibilities',
          title: '5. Provider Responsibilities',
          body: (
            <ul>
              <li>Hold any licence or qualification your service requires by law.</li>
              <li>Describe your services and prices honestly and keep them up to date.</li>
              <li>
                Arrive on time, treat every pet with care, and follow the pet parent’s instructions.
              </li>
              <li>
                Keep the pet parent’s contact details private and use them only for the booking.
              </li>
              <li>Pay the same platform fee per extra response as every other provider.</li>
            </ul>
          ),
        },
        {
          id: 'liability',
          title: '6. Limitation of Liability and Dispute Resolution',
          body: (
            <>
              <p>
                As a platform, {site.siteName} is not liable for the acts or omissions of pet
                parents or providers, or for injury, loss or damage arising from a service booked
                through it, to the extent the law allows.
              </p>
              <p>Disputes are resolved in three steps:</p>
              <ol>
                <li>Direct resolution between pet parent and provider.</li>
                <li>
                  Platform mediation: contact {site.supportEmail} within {P.disputeReportDays} days
                  of the incident.
                </li>
                <li>
                  Binding arbitration in {P.arbitrationSeat} under the Arbitration and Conciliation
                  Act (as amended in 2015).
                </li>
              </ol>
            </>
          ),
        },
        {
          id: 'intellectual-property',
          title: '7. Intellectual Property',
          body: (
            <p>
              The {site.siteName} name, logo, design and software belong to {site.companyName}. You
              keep the rights to content you post and give us a licence to display it on the
              platform.
            </p>
          ),
        },
        {
          id: 'privacy',
          title: '8. Privacy',
          body: (
            <p>
              How we collect, use and protect your data is described in our{' '}
              <Anchor component={Link} to="/privacy-policy">
                Privacy Policy
              </Anchor>
              , which forms part of these terms.
            </p>
          ),
        },
        {
          id: 'termination',
          title: '9. Termination',
          body: (
            <p>
              You may ask us to deactivate or delete your account at any time from{' '}
              <Anchor component={Link} to="/account-management">
                Account Management
              </Anchor>
              . We may suspend an account that breaks these terms. Records the law requires us to
              keep (payments and invoices) survive termination.
            </p>
          ),
        },
        {
          id: 'changes',
          title: '10. Changes to These Terms',
          body: (
            <p>
              We may update these terms; the date above shows the latest version. Continuing to use{' '}
              {site.siteName} after a change means you accept it. These terms are governed by the
              laws of India and the courts of Bengaluru have jurisdiction.
            </p>
          ),
        },
        {
          id: 'contact',
          title: '11. Contact Us',
          body: (
            <p>
              {site.companyName}, {site.address}. Email{' '}
              <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>, phone{' '}
              {site.supportPhone}.
            </p>
          ),
        },
      ]}
    />
  );
}
