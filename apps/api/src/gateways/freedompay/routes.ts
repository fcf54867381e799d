import type { FastifyInstance, FastifyReply } from 'fastify';
import { CallbackRejected, type GatewayEvent } from '../types';
import { type CallbackVerdict, callbackAnswer, parseCardResult, parseResult } from './callbacks';
import { CARD_PATH, type FreedomPaySettings, RESULT_PATH } from './settings';

export interface FreedomPayRoutesOptions {
  settings: FreedomPaySettings;
  /** Applies a verified event once (a repeat changes nothing) and says whether we accept it. */
  receive: (event: GatewayEvent) => Promise<CallbackVerdict>;
}

function sendXml(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/xml; charset=utf-8')
    .send(body);
}

/**
 * Freedom Pay's posts to us, form-encoded and signed with pg_sig: payment results (pg_result_url) and
 * card tokenisation results (pg_post_link). Each is answered with our signed XML: ok or rejected, and
 * error (HTTP 400, so Freedom Pay sends it again) for one whose signature or fields do not hold.
 */
export async function freedomPayRoutes(app: FastifyInstance, { settings, receive }: FreedomPayRoutesOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, String(body)),
  );
  const routes = [
    { path: RESULT_PATH, url: settings.resultUrl, parse: parseResult },
    { path: CARD_PATH, url: settings.cardUrl, parse: parseCardResult },
  ];
  for (const { path, url, parse } of routes) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      let event: GatewayEvent;
      try {
        event = parse(settings, typeof request.body === 'string' ? request.body : '');
      } catch (error) {
        if (!(error instanceof CallbackRejected)) throw error;
        request.log.warn({ reason: error.message, path }, 'freedompay callback refused');
        return sendXml(
          reply,
          400,
          callbackAnswer(settings, url, { status: 'error', description: error.message }),
        );
      }
      return sendXml(reply, 200, callbackAnswer(settings, url, await receive(event)));
    });
  }
}
