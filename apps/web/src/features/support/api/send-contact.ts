import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@petmitra/core/support/support';
import { supportApi } from '@petmitra/core/support/support-api';
import { call } from '../../../lib/api-client';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactInput) => call(supportApi.sendContact, { body }),
  });
}
