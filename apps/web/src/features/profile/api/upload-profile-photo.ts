import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '@petmitra/core/users/profile-api';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Multipart upload (field `file`); the API checks type and size again from the bytes. */
export function uploadProfilePhoto(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return call(profileApi.uploadPhoto, { formData });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.profile, user);
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
