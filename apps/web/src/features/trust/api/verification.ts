import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationApi } from '@petmitra/core/trust/verification-api';
import type {
  VerificationDecision,
  VerificationDocument,
  VerificationStatus,
} from '@petmitra/core/trust/verification';
import { call } from '../../../lib/api-client';
import { myVerificationKey } from '../../../lib/use-my-verification';

/** Sends the two documents (multipart fields idDocument and addressProof). */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: Record<VerificationDocument, File>) => {
      const formData = new FormData();
      formData.append('idDocument', files.idDocument);
      formData.append('addressProof', files.addressProof);
      return (await call(verificationApi.submit, { formData })).verification;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationKey }),
  });
}

const queueKey = ['admin', 'verifications'] as const;

/** The super admin's review queue (pending, oldest first) or the decided submissions. */
export function useVerificationQueue(status: VerificationStatus) {
  return useQuery({
    queryKey: [...queueKey, status],
    queryFn: ({ signal }) => call(verificationApi.queue, { query: { status }, signal }),
  });
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: VerificationDecision }) =>
      call(verificationApi.decide, { params: { id }, body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
