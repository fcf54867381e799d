import type { Auth } from '../../auth/index';
import type { NoticeChannel, NoticeMessage, Recipient } from './types';

export type TelegramBot = Auth['channels']['bot'];

/** The sign-in bot writes to the private chat of a client who signed in through Telegram. */
export class TelegramNotices implements NoticeChannel {
  readonly name = 'telegram';

  constructor(private readonly bot: TelegramBot) {}

  reaches(recipient: Recipient): boolean {
    return recipient.telegramChatId !== null;
  }

  async send(recipient: Recipient, { text }: NoticeMessage): Promise<void> {
    if (recipient.telegramChatId === null) throw new Error('no Telegram chat');
    await this.bot.send({ chatId: recipient.telegramChatId, text });
  }
}
