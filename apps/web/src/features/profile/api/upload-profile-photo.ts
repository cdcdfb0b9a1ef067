import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@petmitra/core/users/profile';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Multipart upload (field `file`); the API checks type and size again from the bytes. */
export function uploadProfilePhoto(file: File): Promise<{ user: SessionUser }> {
  const formData = new FormData();
  formData.append('file', file);
  return api.upload<{ user: SessionUser }>('/api/profile/photo', formData);
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
