import type { TTelegramStartRequest } from '@ijara/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

/** POST auth/telegram/start/: a one-time ticket and the bot link that carries it. */
export function useStartTelegramSignIn() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: TTelegramStartRequest) => apiCall('authTelegramStart', { body, locale }),
  });
}
