import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateFormValues } from '@petmitra/core/users/profile';
import { profileApi } from '@petmitra/core/users/profile-api';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateProfile(input: ProfileUpdateFormValues) {
  return call(profileApi.update, { body: input });
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
