import { SITE } from '../settings';
import { POLICY } from './policies';

/**
 * The FAQ (spec part 2, sections 2, 3 and 5): items by category and optional role, labels
 * that depend on the reader's role, and the search rule — a case-insensitive substring of the
 * question or answer, combined with the category and role filters.
 */

export type FaqRole = 'pet_parent' | 'service_provider';
export const FAQ_CATEGORIES = [
  'all',
  'general',
  'booking',
  'payment',
  'safety',
  'business',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqItem {
  id: string;
  category: Exclude<FaqCategory, 'all'>;
  /** Shown only to this role when set. */
  role?: FaqRole;
  question: string;
  answer: string;
}

export const FAQ_COPY = {
  searchPlaceholder: 'Search frequently asked questions...',
  emptyTitle: 'No questions found',
  emptyHint: 'Try adjusting your search terms or browse different categories.',
  showAll: 'Show All Questions',
} as const;

/** The FAQ heading by role (a guest reads the pet parent FAQ). */
export function faqHeading(role: FaqRole): string {
  return role === 'service_provider' ? 'Service Provider FAQs' : 'Pet Parent FAQs';
}

/** The category chips a role sees, with their labels ('business' is for providers only). */
export function faqCategories(role: FaqRole): { value: FaqCategory; label: string }[] {
  const all: { value: FaqCategory; label: string }[] = [
    { value: 'all', label: 'All Questions' },
    { value: 'general', label: 'General' },
    {
      value: 'booking',
      label: role === 'pet_parent' ? 'Booking & Services' : 'Service Requests',
    },
    { value: 'payment', label: 'Payments & Plans' },
    { value: 'safety', label: 'Safety & Trust' },
  ];
  if (role === 'service_provider') all.push({ value: 'business', label: 'Business & Earnings' });
  return all;
}

const P = POLICY;
const annual = P.annualPlanInr.toLocaleString('en-IN');

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is',
    category: 'general',
    question: `What is ${SITE.siteName}?`,
    answer: `${SITE.siteName} is a marketplace that connects pet parents with independent pet-service providers — walking, boarding, sitting, taxi, training, grooming, vets, pharmacies, stores, adoption, hospitals and emergency care. We are a platform only: the providers deliver the care.`,
  },
  {
    id: 'who-can-join',
    category: 'general',
    question: 'Who can use the platform?',
    answer: `Anyone aged ${P.minimumAge} or over. Register as a pet parent to find care for your pets, or as a service provider to offer your services. Browsing services and providers needs no account.`,
  },
  {
    id: 'how-many-pets',
    category: 'general',
    role: 'pet_parent',
    question: 'How many pets can I add?',
    answer:
      'As many as you like — there is no limit on pets. Each pet profile holds its type, weight, breed, age, vaccination status, medical history and a photo, and can be attached to service requests.',
  },
  {
    id: 'delete-account',
    category: 'general',
    question: 'How do I deactivate or delete my account?',
    answer: `Open Account Management, choose deactivate or delete and a reason, and submit. An admin reviews the request within ${P.accountReviewHours} hours. Deletion removes your personal data but keeps the payment records the law requires; you can download your data first.`,
  },
  {
    id: 'how-to-book',
    category: 'booking',
    role: 'pet_parent',
    question: 'How do I request a service?',
    answer:
      'Add your pet under My Pets, then choose Request a Service: the service type, the pet, a description, the date and time. Providers in that category are notified and respond with a message and a quoted price. Accept the response you prefer in My Service Requests; the provider’s contact details are then shared with you.',
  },
  {
    id: 'request-statuses',
    category: 'booking',
    question: 'What do the request statuses mean?',
    answer:
      'Open: posted and visible to providers. Responded: at least one provider has answered. Completed: the service is done (and the pet parent can review it). Cancelled: the pet parent cancelled it before completion.',
  },
  {
    id: 'cancellation',
    category: 'booking',
    question: 'What is the cancellation policy?',
    answer: `Cancel ${P.cancellation.fullRefundHours} hours or more before the booking: full refund. Between ${P.cancellation.halfRefundHours} and ${P.cancellation.fullRefundHours} hours: ${P.cancellation.halfRefundPercent}% refund. Less than ${P.cancellation.halfRefundHours} hours: no refund. Rescheduling is free ${P.cancellation.fullRefundHours}+ hours ahead. If a provider does not show up you receive a full refund within ${P.providerNoShowRefundDays} business days.`,
  },
  {
    id: 'respond',
    category: 'booking',
    role: 'service_provider',
    question: 'How do I respond to service requests?',
    answer:
      'Open Service Requests lists the open requests in the categories you offer. Open one, write a message and quote your price. You can respond once per request and edit your response until the pet parent decides.',
  },
  {
    id: 'reviews',
    category: 'booking',
    question: 'How do reviews work?',
    answer: `Once a request is completed, the pet parent may leave one review: 1 to 5 stars and a comment of ${P.reviewMinChars} to ${P.reviewMaxChars} characters. Providers can reply to reviews. Reviews from deleted accounts stay, shown as from a deleted account.`,
  },
  {
    id: 'free-quota',
    category: 'payment',
    question: 'Is PetMitra free?',
    answer: `Every month you get ${P.freeRequestsPerMonth} free service request (pet parents) or ${P.freeResponsesPerMonth} free response (providers). After that each extra one costs ₹${P.perUseFeeInr}, or choose a plan for unlimited use.`,
  },
  {
    id: 'plans',
    category: 'payment',
    question: 'What plans are available?',
    answer: `Monthly: ₹${P.monthlyPlanInr} per month, unlimited. Annual: ₹${annual} per year — 12 months for the price of 10, saving ₹${P.annualSavingInr} (${P.annualSavingPercent}%). Plans do not renew automatically.`,
  },
  {
    id: 'service-fees',
    category: 'payment',
    question: 'How do I pay the provider?',
    answer:
      'Service fees are paid directly between you and the provider after the service; they never pass through PetMitra and we take no commission. Only platform fees (extra requests or responses and plans) are paid to PetMitra, through Razorpay in India or PayPal elsewhere.',
  },
  {
    id: 'refunds',
    category: 'payment',
    question: 'Can I get a refund?',
    answer: `A per-use payment can be refunded within ${P.paymentRefundWindowHours} hours of payment, before the gateway settles it (${P.settlementDays.razorpay} days for Razorpay, ${P.settlementDays.paypal} day for PayPal); the gateway's fee is never refunded. Subscriptions can be refunded within ${P.subscriptionRefundDays} days of payment by emailing ${SITE.supportEmail}; refunds are processed in ${P.subscriptionRefundProcessingDays} working days. No refunds for services already used.`,
  },
  {
    id: 'verified',
    category: 'safety',
    question: 'Are providers verified?',
    answer:
      'Providers may be verified by the platform, and every provider carries the ratings and reviews of pet parents who used them. Read the reviews, check the provider’s profile and services, and report anything that worries you to support.',
  },
  {
    id: 'contact-shared',
    category: 'safety',
    question: 'When are contact details shared?',
    answer:
      'A provider’s phone and email are shown to a pet parent once the pet parent accepts that provider’s response. Your payment card details are never stored by PetMitra.',
  },
  {
    id: 'dispute',
    category: 'safety',
    question: 'What if something goes wrong?',
    answer: `First try to resolve it directly with the other party. If that fails, contact ${SITE.supportEmail} within ${P.disputeReportDays} days of the incident and we will mediate. Unresolved disputes go to binding arbitration in ${P.arbitrationSeat}.`,
  },
  {
    id: 'keep-fees',
    category: 'business',
    role: 'service_provider',
    question: 'How much of my service fee do I keep?',
    answer:
      'All of it. Providers keep 100% of their service fees, set their own prices and are paid directly by the pet parent. You pay only the platform fee for extra responses, or a plan.',
  },
  {
    id: 'list-services',
    category: 'business',
    role: 'service_provider',
    question: 'How do I list my services?',
    answer:
      'Use Add Service: choose the category, name the service, tick the pet types you accept, add a price list and whether you offer home service. Pause or delete a service from My Services at any time.',
  },
];

/** The items a role sees for a category and search text (spec part 2, section 5). */
export function filterFaq(
  items: readonly FaqItem[],
  { role, category, search }: { role: FaqRole; category: FaqCategory; search: string },
): FaqItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!item.role || item.role === role) &&
      (category === 'all' || item.category === category) &&
      (!needle ||
        item.question.toLowerCase().includes(needle) ||
        item.answer.toLowerCase().includes(needle)),
  );
}
