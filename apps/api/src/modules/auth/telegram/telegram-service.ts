import { AUTH_LIMITS, formatWait, type TTelegramPollResponse } from '@ijara/contract';
import { AppError } from '../../../errors';
import type { CatalogService } from '../../catalog/index';
import { newSecret, sha256 } from '../secrets';
import type { SessionService } from '../session-service';
import type { TicketRepository } from './ticket-repository';

export interface TelegramDeps {
  tickets: TicketRepository;
  sessions: SessionService;
  catalog: CatalogService;
  botName: string;
}

export interface TelegramStart {
  ticket: string;
  url: string;
  expiresIn: number;
}

/**
 * Sign-in through the Telegram bot (SPEC.md §1 alternative path): the web app starts a one-time
 * ticket, the person opens the bot with it and shares their own contact, the web app polls for the
 * token. The bot's side is in bot-conversation.ts.
 */
export class TelegramSignIn {
  constructor(private readonly deps: TelegramDeps) {}

  async start(city: number, company: number | undefined, ip: string): Promise<TelegramStart> {
    await this.deps.catalog.assertChoice(city, company);
    // 24 bytes → 32 base64url characters: fits Telegram's 64-character start parameter.
    const ticket = newSecret(24);
    const refused = await this.deps.tickets.insertWithinLimit({
      ticketHash: sha256(ticket),
      cityId: city,
      companyId: company ?? null,
      ip,
    });
    if (refused) {
      throw new AppError('rate_limited', {
        text: 'networkSendLimit',
        headers: { 'retry-after': String(refused.wait) },
        values: (locale) => ({ wait: formatWait(refused.wait, locale) }),
      });
    }
    return {
      ticket,
      url: `https://t.me/${this.deps.botName}?start=${ticket}`,
      expiresIn: AUTH_LIMITS.telegramTicketTtlSeconds,
    };
  }

  /** waiting → confirmed (with the token, once) → expired; unknown tickets are expired too. */
  async poll(ticket: string, ip: string): Promise<Omit<TTelegramPollResponse, 'statusCode'>> {
    const { tickets, sessions } = this.deps;
    const hash = sha256(ticket);
    const state = await tickets.state(hash);
    if (!state || state.expired || state.consumed) return { state: 'expired' };
    if (!state.confirmed) return { state: 'waiting' };
    const issued = await tickets.transaction(async (tx) => {
      const clientId = await tickets.consume(tx, hash);
      return clientId === null ? null : sessions.issue(tx, clientId, ip, 'telegram');
    });
    if (!issued) return { state: 'expired' };
    return { state: 'confirmed', token: issued.token, clientID: issued.clientId };
  }
}
