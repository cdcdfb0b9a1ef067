import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@petmitra/core/admin/admin-api';
import type { SettingsFormValues } from '@petmitra/core/admin/settings-form';
import { call } from '../../../lib/api-client';
import { publicSettingsKey } from '../../../lib/public-settings';

export const adminSettingsKey = ['admin', 'settings'] as const;

/** The system settings as the form shows them (the SMTP password never comes back). */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => call(adminApi.settings, { signal }),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsFormValues) => call(adminApi.saveSettings, { body: values }),
    onSuccess: (reply) => {
      queryClient.setQueryData(adminSettingsKey, reply);
      // The site name, maintenance and registrations show at once in this tab.
      void queryClient.invalidateQueries({ queryKey: publicSettingsKey });
    },
  });
}

/** Test Connection with the form's SMTP fields (a real handshake on the server). */
export function useTestEmail() {
  return useMutation({
    mutationFn: (email: SettingsFormValues['email']) => call(adminApi.testEmail, { body: email }),
  });
}
