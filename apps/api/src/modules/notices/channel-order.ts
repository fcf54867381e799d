import type { TClient } from '@ijara/contract';

export const NOTICE_CHANNELS = ['whatsapp', 'telegram', 'sms', 'email'] as const;
export type NoticeChannelName = (typeof NOTICE_CHANNELS)[number];

/**
 * The channels to try, in order: the client's `communication` preference first, then the rest in the
 * fallback order WhatsApp → Telegram → SMS → e-mail (docs/decisions/027). "call" (no message channel)
 * and no preference take the fallback order as it is.
 */
export function channelOrder(preference: TClient['communication'] | string | null): NoticeChannelName[] {
  const preferred = NOTICE_CHANNELS.find((name) => name === preference);
  return preferred
    ? [preferred, ...NOTICE_CHANNELS.filter((name) => name !== preferred)]
    : [...NOTICE_CHANNELS];
}
