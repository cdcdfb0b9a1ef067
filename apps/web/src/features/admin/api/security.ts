import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { COMPLIANCE_ENTRIES, COMPLIANCE_REFRESH_MS } from '@petmitra/core/admin/security';
import { BACKGROUND_HEADER, call } from '../../../lib/api-client';

/** The Security Dashboard, computed by the server. */
export function useSecurityDashboard() {
  return useQuery({
    queryKey: ['admin', 'security'],
    queryFn: ({ signal }) => call(adminApi.securityDashboard, { signal }),
  });
}

/**
 * The compliance view: the latest 20 entries of the security log, re-read every 30 s. The
 * re-reads are the app's own, so they leave the admin session's idle clock alone.
 */
export function useComplianceLog() {
  return useQuery({
    queryKey: ['admin', 'security', 'log'],
    queryFn: ({ signal }) =>
      call(adminApi.securityLog, {
        query: { limit: COMPLIANCE_ENTRIES },
        signal,
        headers: { [BACKGROUND_HEADER]: '1' },
      }),
    refetchInterval: COMPLIANCE_REFRESH_MS,
  });
}
