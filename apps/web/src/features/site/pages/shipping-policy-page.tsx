import { Anchor } from '@mantine/core';
import { DocumentPage } from '../components/document-page';
import { useSiteInfo } from '../../../lib/use-site-info';
import classes from '../components/document-page.module.css';

const TIERS = [
  {
    tier: 'Same-day (metro cities)',
    time: 'Within 6 hours if ordered before 2 PM',
    charge: '₹99 – ₹199',
    free: 'Orders of ₹1,000+',
  },
  { tier: 'Standard', time: '1–3 business days', charge: '₹49 – ₹99', free: 'Orders of ₹500+' },
  { tier: 'Express', time: 'Next business day', charge: '₹149 – ₹249', free: 'Orders of ₹2,000+' },
  { tier: 'Remote areas', time: '3–7 business days', charge: 'Shown at checkout', free: '—' },
];

const CITIES = {
  'Same-day (metro)': 'Bengaluru, Mumbai, Delhi NCR, Chennai, Hyderabad, Kolkata, Pune',
  'Standard and express':
    'Ahmedabad, Jaipur, Lucknow, Kochi, Chandigarh, Indore, Coimbatore, Nagpur, Mysuru, Visakhapatnam and other tier-2 cities',
  Remote: 'Hill stations, islands and pin codes the courier marks as remote',
};

/** Shipping and Delivery Policy (spec part 2, sections 2 and 9). */
export function ShippingPolicyPage() {
  const site = useSiteInfo();
  return (
    <DocumentPage
      title="Shipping and Delivery Policy"
      lastUpdated
      intro={
        <p>
          {site.siteName} services are delivered in person by providers. This policy applies to
          physical products — food, medicines, accessories — bought from pet stores and pharmacies
          listed on {site.siteName}.
        </p>
      }
      sections={[
        {
          id: 'tiers',
          title: 'Delivery Tiers and Charges',
          body: (
            // Scrolls sideways on a phone, so it takes focus: keyboard users can scroll it too.
            <div
              className={classes.tableWrap}
              tabIndex={0}
              role="region"
              aria-label="Delivery tiers, times and charges"
            >
              <table>
                <caption className="visually-hidden">Delivery tiers, times and charges</caption>
                <thead>
                  <tr>
                    <th scope="col">Tier</th>
                    <th scope="col">Delivery time</th>
                    <th scope="col">Charge</th>
                    <th scope="col">Free delivery</th>
                  </tr>
                </thead>
                <tbody>
                  {TIERS.map((t) => (
                    <tr key={t.tier}>
                      <th scope="row">{t.tier}</th>
                      <td>{t.time}</td>
                      <td>{t.charge}</td>
                      <td>{t.free}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ),
        },
        {
          id: 'cities',
          title: 'Cities by Tier',
          body: (
            <ul>
              {Object.entries(CITIES).map(([tier, cities]) => (
                <li key={tier}>
                  <strong>{tier}:</strong> {cities}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'special-handling',
          title: 'Special Handling',
          body: (
            <ul>
              <li>Prescription medicines ship only against a valid veterinary prescription.</li>
              <li>
                Temperature-sensitive items (vaccines, some medicines) travel in insulated
                packaging.
              </li>
              <li>Live animals are never shipped; adoption is arranged in person.</li>
            </ul>
          ),
        },
        {
          id: 'process',
          title: 'Delivery Process',
          body: (
            <ol>
              <li>Order confirmation within 30 minutes.</li>
              <li>Processing and packing in 2–6 hours.</li>
              <li>Dispatch with tracking details by SMS and email.</li>
              <li>Delivery to your door; keep your phone reachable.</li>
            </ol>
          ),
        },
        {
          id: 'returns',
          title: 'Delivery Issues and Returns',
          body: (
            <p>
              Report a damaged, wrong or missing product — or ask for a return — within 24 hours of
              delivery at <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>{' '}
              or {site.supportPhone}. We arrange a replacement or a refund; return refunds reach you
              in 5–7 business days.
            </p>
          ),
        },
      ]}
    />
  );
}
