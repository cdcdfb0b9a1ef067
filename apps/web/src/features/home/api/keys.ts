/** Every home-page query starts with 'dashboard', so one invalidation refreshes both homes. */
export const dashboardQueryKey = ['dashboard'] as const;
