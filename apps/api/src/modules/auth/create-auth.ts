import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index';
import type { Db } from '../../db/database';
import type { CatalogService } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import { type Channels, createChannels } from './channels/create-channels';
import { CodeRepository } from './code-repository';
import { countClientTraces, type Forgotten, forgetClient } from './forget-client';
import { SessionCache } from './session-cache';
import { SessionRepository } from './session-repository';
import { SessionService } from './session-service';
import { SignInService } from './sign-in-service';
import { BotConversation } from './telegram/bot-conversation';
import { TelegramSignIn } from './telegram/telegram-service';
import { TicketRepository } from './telegram/ticket-repository';

export interface Auth {
  signIn: SignInService;
  sessions: SessionService;
  telegram: TelegramSignIn;
  conversation: BotConversation;
  channels: Channels;
  codes: CodeRepository;
  /** Erasure: revokes every session and deletes the sign-in records of the client's phone. */
  forget: (tx: Db, client: { id: number; phone: string }) => Promise<Forgotten>;
  /** What `forget` would touch (the ops erase preview). */
  traces: (client: { id: number; phone: string }) => Promise<Forgotten>;
}

/** Signed-in reads of the last seconds answered without asking the database again (decision 029). */
const SESSION_CACHE = { ttlMs: 10_000, maxEntries: 10_000 };

/** The auth module's services wired to the database and the configured channels. */
export function createAuth(deps: {
  config: Config;
  db: Db;
  catalog: CatalogService;
  clients: ClientWrites;
  log: FastifyBaseLogger;
}): Auth {
  const { config, db, catalog, clients, log } = deps;
  const channels = createChannels(config, log);
  const codes = new CodeRepository(db);
  const tickets = new TicketRepository(db);
  const sessions = new SessionService(
    new SessionRepository(db),
    new SessionCache(SESSION_CACHE.ttlMs, SESSION_CACHE.maxEntries),
  );
  const signIn = new SignInService({
    codes,
    clients,
    sessions,
    sender: channels.sender,
    catalog,
    pepper: config.AUTH_CODE_PEPPER,
    log,
  });
  const telegram = new TelegramSignIn({ tickets, sessions, catalog, botName: config.TELEGRAM_BOT_NAME });
  const conversation = new BotConversation({ tickets, clients, bot: channels.bot, log });
  return {
    signIn,
    sessions,
    telegram,
    conversation,
    channels,
    codes,
    forget: forgetClient,
    traces: (client) => countClientTraces(db, client),
  };
}
