import { PET_TYPES, PET_TYPE_LABELS } from '../marketplace/pets';
import { REQUEST_STATUS_LABELS } from '../marketplace/requests';
import { SITE } from '../settings';
import type { HelpTopic } from './chatbot';
import { POLICY } from './policies';

const petTypes = PET_TYPES.map((t) => PET_TYPE_LABELS[t]).join(', ');
const statuses = Object.values(REQUEST_STATUS_LABELS).join(', ');

/**
 * What the help chatbot knows (spec part 1, section 5: pets, profile fields, request statuses,
 * plans and roles; issue 14 adds fees). Every number comes from the rules in core, so the bot
 * never contradicts the product.
 */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'plans',
    keywords: [
      'plan',
      'plans',
      'subscription',
      'subscribe',
      'monthly plan',
      'annual plan',
      'unlimited',
      'upgrade',
    ],
    priority: 1.5,
    answer: `PetMitra has three ways to use it. Free: ${POLICY.freeRequestsPerMonth} service request (pet parents) or ${POLICY.freeResponsesPerMonth} response (providers) each calendar month. Monthly plan: ₹${POLICY.monthlyPlanInr} a month, unlimited. Annual plan: ₹${POLICY.annualPlanInr.toLocaleString('en-IN')} a year — 12 months for the price of 10, saving ₹${POLICY.annualSavingInr} (${POLICY.annualSavingPercent}%). Plans do not renew automatically. See the Subscription page to choose one.`,
  },
  {
    id: 'fees',
    keywords: [
      'fee',
      'fees',
      'cost',
      'price',
      'charge',
      'pay',
      'free request',
      'free response',
      '45',
      'commission',
      'how much',
    ],
    priority: 1.3,
    answer: `Each month your first request (pet parents) or first response (providers) is free. After that each extra one costs ₹${POLICY.perUseFeeInr}, unless a monthly or annual plan is active. PetMitra takes no commission: providers keep 100% of their service fees, which you pay to the provider directly after the service.`,
  },
  {
    id: 'request-statuses',
    keywords: [
      'status',
      'statuses',
      'request status',
      'request statuses',
      'open',
      'responded',
      'completed',
      'cancelled',
      'service request',
      'my requests',
    ],
    priority: 1.2,
    answer: `A service request moves through these statuses: ${statuses}. Open: posted and visible to providers in its category. Responded: at least one provider has answered with a message and a quoted price. Completed: the service is done and you can leave a review. Cancelled: you cancelled it while it was open or responded.`,
  },
  {
    id: 'post-request',
    keywords: [
      'request a service',
      'post a request',
      'new request',
      'book',
      'booking',
      'find a provider',
      'hire',
    ],
    priority: 1.1,
    answer:
      'To request a service, sign in as a pet parent, add a pet under My Pets, then choose Request a Service: pick the service type, your pet, a description, the date and time. Providers in that category are notified and respond with a price; accept the response you like from My Service Requests.',
  },
  {
    id: 'pets',
    keywords: [
      'pet',
      'pets',
      'add pet',
      'my pets',
      'pet profile',
      'vaccination',
      'weight',
      'medical',
    ],
    priority: 1,
    answer: `Pet parents keep any number of pet profiles under My Pets. Each pet has a name, type (${petTypes}), weight in kg (required), breed, age, vaccination status, medical history and a photo. Use Add Pet to create one; edit or delete it from its card.`,
  },
  {
    id: 'profile',
    keywords: [
      'profile',
      'edit profile',
      'name',
      'phone',
      'city',
      'email',
      'date of birth',
      'gender',
      'photo',
      'profile picture',
    ],
    priority: 1,
    answer:
      'Your profile holds your name, phone number, city, country, date of birth, gender and a profile picture; edit them on the Profile page. Your email address cannot be changed after registration.',
  },
  {
    id: 'roles',
    keywords: [
      'role',
      'roles',
      'pet parent',
      'provider',
      'service provider',
      'admin',
      'become a provider',
      'account type',
    ],
    priority: 1.2,
    answer:
      'PetMitra has two kinds of accounts. Pet parents keep pet profiles, post service requests, accept responses, pay and review providers. Service providers list their services with prices, see open requests in their categories and respond with a message and a quote. You choose your role when you register; a super admin runs the platform.',
  },
  {
    id: 'cancellation',
    keywords: ['cancel', 'cancellation', 'reschedule', 'no show', 'cancel booking'],
    priority: 1.2,
    answer: `Cancelling a booking ${POLICY.cancellation.fullRefundHours} hours or more before it starts: full refund. Between ${POLICY.cancellation.halfRefundHours} and ${POLICY.cancellation.fullRefundHours} hours: ${POLICY.cancellation.halfRefundPercent}% refund. Less than ${POLICY.cancellation.halfRefundHours} hours: no refund. Rescheduling is free ${POLICY.cancellation.fullRefundHours}+ hours ahead, and if a provider does not show up you get a full refund in ${POLICY.providerNoShowRefundDays} business days.`,
  },
  {
    id: 'refunds',
    keywords: ['refund', 'refunds', 'money back', 'refund policy'],
    priority: 1.2,
    answer: `A per-use payment can be refunded within ${POLICY.paymentRefundWindowHours} hours, before the gateway settles it (${POLICY.settlementDays.razorpay} days Razorpay, ${POLICY.settlementDays.paypal} day PayPal); the gateway's fee is never refunded. Subscription refunds are requested within ${POLICY.subscriptionRefundDays} days of payment by emailing ${SITE.supportEmail} and are processed in ${POLICY.subscriptionRefundProcessingDays} working days.`,
  },
  {
    id: 'reviews',
    keywords: ['review', 'reviews', 'rating', 'rate', 'feedback on provider'],
    priority: 1.1,
    answer: `You can review a provider once their service request with you is completed: a rating from 1 to 5 stars and a comment of ${POLICY.reviewMinChars} to ${POLICY.reviewMaxChars} characters. One review per request; providers can reply.`,
  },
  {
    id: 'payments',
    keywords: ['payment', 'payment method', 'razorpay', 'paypal', 'upi', 'card', 'currency'],
    priority: 1,
    answer:
      'Platform fees and plans are paid securely through Razorpay in India (INR: UPI, cards, net banking, wallets) and PayPal elsewhere (USD). We never store your card number or CVV. Service fees go directly to the provider.',
  },
  {
    id: 'account',
    keywords: [
      'delete account',
      'deactivate',
      'delete my account',
      'close account',
      'my data',
      'download my data',
      'privacy',
    ],
    priority: 1.2,
    answer: `Go to Account Management to ask for your account to be deactivated or deleted; an admin reviews it within ${POLICY.accountReviewHours} hours. Deletion removes your personal data while keeping the payment records the law requires. You can download everything PetMitra holds about you from the same page.`,
  },
  {
    id: 'contact',
    keywords: ['contact', 'support', 'help', 'email', 'whatsapp', 'phone number', 'talk to'],
    priority: 0.8,
    answer: `Write to ${SITE.supportEmail} or use the Contact Us form — we reply within ${POLICY.emailResponseHours} hours. WhatsApp support ${SITE.whatsappNumber} is open ${POLICY.whatsappHours}.`,
  },
];

/** The questions offered under the chat (spec: 4 suggestions shown). */
export const CHATBOT_SUGGESTIONS = [
  'What plans are available?',
  'How much does an extra request cost?',
  'What do the request statuses mean?',
  'How do I add a pet?',
] as const;
