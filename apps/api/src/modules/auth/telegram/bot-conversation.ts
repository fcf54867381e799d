import { type Locale, normalizePhone, specText } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { BotMessage, ReplyMarkup, TelegramBot } from '../../../messaging/telegram-bot';
import type { ClientWrites } from '../../clients/index';
import { sha256 } from '../secrets';
import type { TicketRepository } from './ticket-repository';
import { botLocale, startParameter, type TBotMessage, ZBotMessage } from './update';

const removeKeyboard: ReplyMarkup = { remove_keyboard: true };

function contactKeyboard(locale: Locale): ReplyMarkup {
  return {
    keyboard: [[{ text: specText('botShareContact', locale), request_contact: true }]],
    one_time_keyboard: true,
    resize_keyboard: true,
  };
}

/**
 * The bot's side of Telegram sign-in: "/start <ticket>" binds the chat to the ticket and asks for the
 * contact; the person's own contact confirms the ticket with that phone. Anything else gets a hint.
 */
export class BotConversation {
  constructor(
    private readonly deps: {
      tickets: TicketRepository;
      clients: Pick<ClientWrites, 'upsertByPhone'>;
      bot: TelegramBot;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Handles one Update; what is not a private-chat message is ignored. */
  async handle(update: Record<string, unknown>): Promise<void> {
    const parsed = ZBotMessage.safeParse(update.message);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.chat.type !== undefined && message.chat.type !== 'private') return;
    const locale = botLocale(message);
    const chatId = String(message.chat.id);
    const start = startParameter(message.text);
    if (start !== null) {
      await this.onStart(chatId, start, locale);
    } else if (message.contact) {
      await this.onContact(chatId, message, locale);
    } else {
      await this.reply({ chatId, text: specText('botHelp', locale) });
    }
  }

  private async onStart(chatId: string, ticket: string | undefined, locale: Locale): Promise<void> {
    if (ticket === undefined) return this.reply({ chatId, text: specText('botHelp', locale) });
    const bound = ticket.length <= 128 && (await this.deps.tickets.bindChat(sha256(ticket), chatId));
    if (!bound) return this.reply({ chatId, text: specText('botTicketExpired', locale) });
    return this.reply({
      chatId,
      text: specText('botAskContact', locale),
      replyMarkup: contactKeyboard(locale),
    });
  }

  private async onContact(chatId: string, message: TBotMessage, locale: Locale): Promise<void> {
    const contact = message.contact;
    // A contact someone forwarded is not proof of owning the number; only one's own contact is.
    if (!contact || contact.user_id === undefined || contact.user_id !== message.from?.id) {
      return this.reply({
        chatId,
        text: specText('botOwnContactOnly', locale),
        replyMarkup: contactKeyboard(locale),
      });
    }
    const digits = contact.phone_number.replace(/^\+/, '');
    const phone = normalizePhone(`+${digits}`);
    if (!phone) {
      return this.reply({
        chatId,
        text: specText('botPhoneNotSupported', locale),
        replyMarkup: removeKeyboard,
      });
    }
    const { tickets, clients } = this.deps;
    const confirmed = await tickets.transaction(async (tx) => {
      const ticket = await tickets.pendingOfChat(tx, chatId);
      if (!ticket) return false;
      const clientId = await clients.upsertByPhone(tx, phone, ticket);
      await tickets.confirm(tx, ticket.id, phone, clientId);
      return true;
    });
    const text = specText(confirmed ? 'botSignedIn' : 'botTicketExpired', locale);
    return this.reply({ chatId, text, replyMarkup: removeKeyboard });
  }

  /** Telegram retries an update it did not get a 200 for, so a failed reply is logged, not thrown. */
  private async reply(message: BotMessage): Promise<void> {
    try {
      await this.deps.bot.send(message);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'telegram bot reply failed');
    }
  }
}
