/**
 * Every query of this feature starts with 'requests', so one invalidation after a change
 * (create, edit, cancel, accept, complete, a provider's response) refreshes them all.
 */
export const requestsQueryKey = ['requests'] as const;
