import { useQuery } from '@tanstack/react-query';
import { verificationApi } from '@petmitra/core/trust/verification-api';
import { call } from './api-client';

/** The provider's verification: the verified date and latest submission (shared by home and /verification). */
export const myVerificationKey = ['verification', 'mine'] as const;

export function useMyVerification() {
  return useQuery({
    queryKey: myVerificationKey,
    queryFn: ({ signal }) => call(verificationApi.mine, { signal }),
  });
}
