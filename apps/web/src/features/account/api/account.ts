import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountRequestInput } from '@petmitra/core/account/account';
import { accountApi } from '@petmitra/core/account/account-api';
import { ApiError } from '@petmitra/core/errors';
import { call } from '../../../lib/api-client';

const myRequestsKey = ['account', 'requests'] as const;

export function useMyAccountRequests() {
  return useQuery({
    queryKey: myRequestsKey,
    queryFn: ({ signal }) => call(accountApi.myRequests, { signal }),
  });
}

export function useCreateAccountRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountRequestInput) => call(accountApi.createRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKey }),
  });
}

/** Download my data: fetches the zip and hands it to the browser as a download. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(accountApi.exportData.path, { credentials: 'same-origin' });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw ApiError.fromBody(body, response.status) ?? new Error('Download failed');
      }
      const blob = await response.blob();
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        'petmitra-data.zip';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
