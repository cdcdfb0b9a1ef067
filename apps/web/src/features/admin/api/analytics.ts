import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '@petmitra/core/admin/admin-api';
import type { ReportPeriod } from '@petmitra/core/admin/reports';
import { call } from '../../../lib/api-client';

/** The Analytics Dashboard's figures, computed by the server. */
export function useAnalytics() {
  return useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: ({ signal }) => call(adminApi.analytics, { signal }),
  });
}

/** The report for a period; changing the period loads its own figures. */
export function useReport(period: ReportPeriod) {
  return useQuery({
    queryKey: ['admin', 'report', period],
    queryFn: ({ signal }) => call(adminApi.report, { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}
