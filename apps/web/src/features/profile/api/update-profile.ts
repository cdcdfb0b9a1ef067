import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateFormValues, SessionUser } from '@petmitra/core/users/profile';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateProfile(input: ProfileUpdateFormValues): Promise<{ user: SessionUser }> {
  return api.patch<{ user: SessionUser }>('/api/profile', input);
}

/** Saves the profile; the header's name follows through the shared session entry. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.profile, user);
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
