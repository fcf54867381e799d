import type { TClaim, TClaimCreateRequest } from '@ijara/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { claimsQueryKey } from './get-claims';

export interface CreateClaimRequest {
  body: TClaimCreateRequest;
  /** One key per report: a retry after a lost answer, or a second click, files it once. */
  key: string;
}

/**
 * POST claim/create/: reports the device broken, lost or stolen. The new claim heads the
 * subscription's list at once; the list is asked again for the signed links of its photos.
 */
export function useCreateClaim() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: CreateClaimRequest) =>
      apiCall('claimCreate', { body, locale, idempotencyKey: key }),
    onSuccess: ({ claim }) => {
      const key = claimsQueryKey(claim.subscriptionID, locale);
      queryClient.setQueryData<TClaim[]>(key, (old) => [
        claim,
        ...(old ?? []).filter((c) => c.id !== claim.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
