import { describe, expect, it } from 'vitest';
import {
  fillText,
  formatWait,
  SPEC_TEXTS,
  ZCodeChannel,
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZTelegramStartRequest,
} from '../src';
import { CALLS } from '../src/calls/index';

describe('waits in the sign-in limit messages', () => {
  it.each([
    [1, '1\u00a0секунду', '1\u00a0second'],
    [45, '45\u00a0секунд', '45\u00a0seconds'],
    [59.2, '1\u00a0минуту', '1\u00a0minute'],
    [60, '1\u00a0минуту', '1\u00a0minute'],
    [125, '3\u00a0минуты', '3\u00a0minutes'],
    [417, '7\u00a0минут', '7\u00a0minutes'],
    [1260, '21\u00a0минуту', '21\u00a0minutes'],
    [3600, '1\u00a0час', '1\u00a0hour'],
    [80_390, '23\u00a0часа', '23\u00a0hours'],
    [86_400, '24\u00a0часа', '24\u00a0hours'],
  ])('%s s → "%s" / "%s", rounded up', (seconds, ru, en) => {
    expect(formatWait(seconds, 'ru')).toBe(ru);
    expect(formatWait(seconds, 'en')).toBe(en);
  });

  it('fills the placeholders of a text, leaving unknown ones as they are', () => {
    expect(fillText('codeSendLimit', 'ru', { wait: formatWait(417, 'ru') })).toBe(
      'Слишком много запросов кода. Попробуйте через 7\u00a0минут.',
    );
    expect(fillText('codeMessage', 'en', { code: '012345' })).toBe(
      'Ijara: your code is 012345. Do not share it.',
    );
    expect(fillText('codeMessage', 'ru')).toBe('Ijara: ваш код {{code}}. Никому не сообщайте его.');
    expect(fillText('invalidCode', 'ru', { code: 'x' })).toBe('Неверный код авторизации');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(SPEC_TEXTS.en) as (keyof typeof SPEC_TEXTS.en)[]) {
      expect(placeholders(SPEC_TEXTS.ru[key]), key).toEqual(placeholders(SPEC_TEXTS.en[key]));
    }
  });
});

describe('sign-in schemas', () => {
  it('knows WhatsApp, SMS and Telegram as code channels, and no dev channel', () => {
    expect(ZCodeChannel.options).toEqual(['whatsapp', 'sms', 'telegram']);
  });

  it('starts a Telegram sign-in with the city and employer, like a code sign-in', () => {
    expect(CALLS.authTelegramStart.request).toBe(ZTelegramStartRequest);
    expect(ZTelegramStartRequest.parse({ city: 1 })).toEqual({ city: 1 });
    expect(ZTelegramStartRequest.safeParse({}).success).toBe(false);
  });

  it('reads the dev outbox query as a typed phone and its answer newest first', () => {
    expect(ZDevOutboxQuery.parse({ phone: '0555 123 456' })).toEqual({ phone: '996555123456' });
    const answer = {
      statusCode: '200',
      messages: [{ channel: 'sms', text: 'Ijara: …', code: '123456', sentAt: '2026-11-22T00:00:00.000Z' }],
    };
    expect(ZDevOutboxResponse.parse(answer)).toEqual(answer);
  });
});
