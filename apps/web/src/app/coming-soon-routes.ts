/**
 * Pages that later issues build. Until then each route shows its title and one honest sentence
 * about what it will do (never sample data).
 */
export const COMING_SOON = {
  // Public
  services: {
    title: 'All Pet Services',
    description: 'A searchable list of every pet service on PetMitra is on its way.',
  },
  'directory/:category?': {
    title: 'Service Directory',
    description:
      'The directory of providers by category, with filters, ratings and a map, is being built.',
  },
  search: {
    title: 'Find Services',
    description:
      'Search for pet-care providers near you by service, location, rating and price. This page is being built.',
  },
  'search/:category': {
    title: 'Find Services',
    description: 'Browsing providers by category, with filters, ratings and a map, is being built.',
  },
  'provider/:id': {
    title: 'Provider Profile',
    description:
      "Providers' public profiles, with their services, reviews and contact details, are being built.",
  },
  'request/:id': {
    title: 'Service Request',
    description: 'The details of a service request, with provider responses, are being built.',
  },
  // Any signed-in user
  reviews: {
    title: 'Reviews',
    description:
      'Reviews of providers, with ratings and comments from pet parents, are being built.',
  },
  'reviews/:providerId': {
    title: 'Provider Reviews',
    description:
      "A provider's reviews, rating summary and the option to write a review are being built.",
  },
  // Pet parents
  'owner-home': {
    title: 'Pet Parent Dashboard',
    description:
      'Your dashboard, with your plan, quick actions and recent activity, is being built. Meanwhile you can update your profile.',
  },
  'add-pet': {
    title: 'Add a Pet',
    description:
      'Adding your pets, with their photo, type, weight and health details, is being built.',
  },
  'my-pets': {
    title: 'My Pets',
    description: 'The pets you add will be listed here, ready to attach to service requests.',
  },
  'request-service': {
    title: 'Request a Service',
    description:
      'Posting a service request for your pet, for providers to respond to, is being built.',
  },
  'my-service-requests': {
    title: 'My Service Requests',
    description: 'Your service requests, their responses and their status will be listed here.',
  },
  favorites: {
    title: 'Favorites',
    description: 'Providers you save as favorites will be listed here.',
  },
  // Providers
  'provider-home': {
    title: 'Provider Dashboard',
    description:
      'Your dashboard, with your plan, stats and the latest requests in your categories, is being built. Meanwhile you can update your profile.',
  },
  'add-service': {
    title: 'Add a Service',
    description: 'Listing a service, with its category, pet types and prices, is being built.',
  },
  'open-requests': {
    title: 'Open Service Requests',
    description: 'Open requests from pet parents in your service categories will be listed here.',
  },
  'my-responses': {
    title: 'My Responses',
    description:
      'The responses you send to service requests, and their status, will be listed here.',
  },
  'my-services': {
    title: 'My Services',
    description: 'The services you offer will be listed here, with their requests and status.',
  },
  // Super admin
  'admin/security': {
    title: 'Security Dashboard',
    description:
      'The security score, recent security events and recommendations will be shown here.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type ComingSoonPath = keyof typeof COMING_SOON;
