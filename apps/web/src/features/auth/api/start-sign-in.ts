import type { TRegistrationRequest } from '@ijara/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST auth/registration/: starts a sign-in and sends the code (DESIGN.md §3). */
export function useStartSignIn() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: TRegistrationRequest) => apiCall('authRegistration', { body, locale }),
  });
}
