import type { FastifyBaseLogger } from 'fastify';
import { DevInbox } from './dev-inbox';
import { postJson } from './post-json';

export type ReplyMarkup =
  | {
      keyboard: { text: string; request_contact?: boolean }[][];
      one_time_keyboard: boolean;
      resize_keyboard: boolean;
    }
  | { remove_keyboard: true };

export interface BotMessage {
  chatId: string;
  text: string;
  replyMarkup?: ReplyMarkup;
}

/** The bot's outbound messages (Bot API sendMessage). */
export interface TelegramBot {
  send(message: BotMessage): Promise<void>;
}

/** Development and tests: the message goes to the log and is kept per chat for tests to read. */
export class DevTelegramBot implements TelegramBot {
  private readonly inbox = new DevInbox<BotMessage>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: BotMessage): Promise<void> {
    this.inbox.add(message.chatId, message);
    this.log.info({ chatId: message.chatId }, `dev telegram bot: ${message.text}`);
  }

  /** Oldest first. */
  messages(chatId: string): BotMessage[] {
    return this.inbox.list(chatId).reverse();
  }
}

export interface LiveBotOptions {
  apiUrl: string;
  token: string;
  timeoutMs: number;
}

/** Telegram Bot API: sendMessage to a chat, with a reply keyboard when given. */
export class LiveTelegramBot implements TelegramBot {
  constructor(private readonly options: LiveBotOptions) {}

  async send({ chatId, text, replyMarkup }: BotMessage): Promise<void> {
    const { apiUrl, token, timeoutMs } = this.options;
    await postJson(
      `${apiUrl}/bot${token}/sendMessage`,
      { chat_id: Number(chatId), text, ...(replyMarkup ? { reply_markup: replyMarkup } : {}) },
      { gateway: 'Telegram Bot API', timeoutMs },
    );
  }
}
