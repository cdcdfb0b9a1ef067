/** Query keys of the reviews feature. */
export const reviewQueryKeys = {
  all: ['reviews'] as const,
  lists: () => ['reviews', 'list'] as const,
  eligibility: (serviceRequestId: string) => ['reviews', 'eligibility', serviceRequestId] as const,
  reviewable: (providerId: string) => ['reviews', 'reviewable', providerId] as const,
};
