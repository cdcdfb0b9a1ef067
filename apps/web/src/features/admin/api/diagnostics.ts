import { useMutation } from '@tanstack/react-query';
import { adminApi } from '@petmitra/core/admin/admin-api';
import { call } from '../../../lib/api-client';

/** Run Diagnostics: the server runs every check now and answers the results. */
export function useRunDiagnostics() {
  return useMutation({ mutationFn: () => call(adminApi.diagnostics, {}) });
}
