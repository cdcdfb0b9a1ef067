// The provider profile's copy, without zod (providers.ts re-exports it beside the schemas),
// so that the profile page does not load zod.

export const PROVIDER_MESSAGES = {
  notFound: 'Provider not found',
  contactAfterAcceptance:
    "Phone and email are shared once you accept this provider's response. Until then, use Send Message.",
  notFoundTitle: 'Provider Not Found',
  missingId: 'Provider ID not found',
  loadFailed: 'Failed to load provider profile.',
  browseOthers: 'Browse Other Providers',
  servicesOffered: 'Services Offered',
  noServices: 'No active services yet',
  requestService: 'Request Service',
  sendMessage: 'Send Message',
  addToFavorites: 'Add to Favorites',
  removeFromFavorites: 'Remove from Favorites',
  addedToFavorites: 'Added to your favorites',
  removedFromFavorites: 'Removed from your favorites',
  favoritesTitle: 'My Favorite Providers',
  noFavorites: 'You have not saved any providers yet',
  favoritesSignIn: 'Sign in as a pet parent to save favorites',
  quickActions: 'Quick Actions',
  stats: 'Provider Stats',
} as const;
