import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LiveTelegramBot } from '../../../../src/messaging/telegram-bot';
import { SmsChannel, WhatsAppChannel } from '../../../../src/modules/auth/channels/code-channels';
import { CodeSender } from '../../../../src/modules/auth/channels/code-sender';
import { CHANNEL_TIMEOUT_MS, ChannelError } from '../../../../src/modules/auth/channels/types';
import { fakeGateway } from '../../../helpers/fake-gateway';
import { silentLog } from '../../../helpers/silent-log';

type Gateway = Awaited<ReturnType<typeof fakeGateway>>;

describe('the live channel adapters, against a local fake gateway', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await fakeGateway();
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.received.length = 0;
    for (const path of ['/12345/messages', '/sms/send', '/bot1:abc/sendMessage']) gateway.behave(path, null);
  });

  const whatsapp = (timeoutMs = CHANNEL_TIMEOUT_MS) =>
    new WhatsAppChannel({
      apiUrl: gateway.url,
      phoneNumberId: '12345',
      token: 'wa-token',
      template: 'ijara_code',
      timeoutMs,
    });
  const sms = (timeoutMs = CHANNEL_TIMEOUT_MS) =>
    new SmsChannel({ url: `${gateway.url}/sms/send`, token: 'sms-token', timeoutMs });
  const message = { phone: '996555123456', code: '482913', locale: 'ru' as const };

  it('sends WhatsApp an authentication template with the code', async () => {
    await whatsapp().send(message);
    expect(gateway.received).toEqual([
      {
        path: '/12345/messages',
        authorization: 'Bearer wa-token',
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '996555123456',
          type: 'template',
          template: {
            name: 'ijara_code',
            language: { code: 'ru' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
            ],
          },
        },
      },
    ]);
  });

  it.each([
    ['ru', 'Ijara: ваш код 482913. Никому не сообщайте его.'],
    ['en', 'Ijara: your code is 482913. Do not share it.'],
  ] as const)('sends the SMS gateway {to, text} in %s', async (locale, text) => {
    await sms().send({ ...message, locale });
    expect(gateway.received).toEqual([
      { path: '/sms/send', authorization: 'Bearer sms-token', body: { to: '+996555123456', text } },
    ]);
  });

  it('fails on a refusal without putting the code or phone in the error', async () => {
    gateway.behave('/12345/messages', { status: 400 });
    const error = await whatsapp()
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChannelError);
    expect((error as Error).message).toBe('WhatsApp answered 400');
    gateway.behave('/sms/send', { status: 503 });
    await expect(sms().send(message)).rejects.toThrow('SMS gateway answered 503');
  });

  it('gives up on a gateway that does not answer in time', async () => {
    gateway.behave('/sms/send', { delayMs: 1_000 });
    const started = performance.now();
    await expect(sms(100).send(message)).rejects.toThrow('SMS gateway timed out');
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('fails on a gateway that is not there', async () => {
    const channel = new SmsChannel({ url: 'http://127.0.0.1:9/sms', timeoutMs: 1_000 });
    await expect(channel.send(message)).rejects.toThrow('SMS gateway is unreachable');
  });

  it('falls back from a failed WhatsApp send to SMS', async () => {
    gateway.behave('/12345/messages', { status: 500 });
    const sender = new CodeSender({ whatsapp: whatsapp(), sms: sms() }, silentLog());
    expect(await sender.send('whatsapp', message)).toBe('sms');
    expect(gateway.received.map((r) => r.path)).toEqual(['/12345/messages', '/sms/send']);
  });

  it('goes straight to SMS when asked for it, and to what is configured otherwise', async () => {
    const both = new CodeSender({ whatsapp: whatsapp(), sms: sms() }, silentLog());
    expect(await both.send('sms', message)).toBe('sms');
    const smsOnly = new CodeSender({ sms: sms() }, silentLog());
    expect(await smsOnly.send('whatsapp', message)).toBe('sms');
    expect(gateway.received.map((r) => r.path)).toEqual(['/sms/send', '/sms/send']);
  });

  it('throws when every channel fails', async () => {
    gateway.behave('/12345/messages', { status: 500 });
    gateway.behave('/sms/send', { status: 500 });
    const sender = new CodeSender({ whatsapp: whatsapp(), sms: sms() }, silentLog());
    await expect(sender.send('whatsapp', message)).rejects.toBeInstanceOf(ChannelError);
  });

  it('sends Telegram Bot API sendMessage with the reply keyboard', async () => {
    const bot = new LiveTelegramBot({ apiUrl: gateway.url, token: '1:abc', timeoutMs: 1_000 });
    const replyMarkup = { remove_keyboard: true } as const;
    await bot.send({ chatId: '700000001', text: 'Готово', replyMarkup });
    expect(gateway.received).toEqual([
      {
        path: '/bot1:abc/sendMessage',
        authorization: undefined,
        body: { chat_id: 700000001, text: 'Готово', reply_markup: { remove_keyboard: true } },
      },
    ]);
    gateway.behave('/bot1:abc/sendMessage', { status: 403 });
    const error = await bot.send({ chatId: '1', text: 'x' }).catch((e: unknown) => e);
    expect(String(error)).not.toContain('1:abc');
  });
});
