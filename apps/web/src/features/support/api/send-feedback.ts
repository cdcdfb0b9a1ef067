import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@petmitra/core/support/support';
import { supportApi } from '@petmitra/core/support/support-api';
import { call } from '../../../lib/api-client';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackInput) => call(supportApi.sendFeedback, { body }),
  });
}
