/** Every query of this feature starts with 'responses', so one invalidation refreshes them all. */
export const responsesQueryKey = ['responses'] as const;
