import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../errors';
import { secretsEqual } from '../../../lib/secrets-equal';
import type { BotConversation } from './bot-conversation';
import { ZTelegramUpdate } from './update';

export const TELEGRAM_WEBHOOK_PATH = '/api/bots/telegram/';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export interface WebhookOptions {
  secret: string;
  conversation: BotConversation;
}

/**
 * The bot's webhook (set with setWebhook's secret_token). Not under /api/v3/: Telegram does not sign
 * like the app; the secret header is checked before the body is even validated. Every well-formed
 * update is answered 200, or Telegram would send it again and again.
 */
export async function telegramWebhook(app: FastifyInstance, { secret, conversation }: WebhookOptions) {
  app.post(
    TELEGRAM_WEBHOOK_PATH,
    {
      schema: { hide: true, body: ZTelegramUpdate },
      onRequest: async (request) => {
        const given = request.headers[SECRET_HEADER];
        if (typeof given !== 'string' || !secretsEqual(given, secret)) throw new AppError('unauthorized');
      },
    },
    async (request) => {
      await conversation.handle(request.body as Record<string, unknown>);
      return { ok: true };
    },
  );
}
