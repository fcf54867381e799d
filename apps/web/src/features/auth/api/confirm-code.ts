import type { TConfirmationRequest } from '@ijara/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST auth/confirmation/: the code for a token and the client's id. */
export function useConfirmCode() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: TConfirmationRequest) => apiCall('authConfirmation', { body, locale }),
  });
}
