import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body text exactly as sent ('' when there is none): the signature is computed over it. */
    rawBody: string;
  }
}

export const BODY_LIMIT = 64 * 1024;

/**
 * JSON is the only body the api accepts (anything else answers 415). The text is kept for the
 * signature and then parsed by Fastify's own parser, which rejects __proto__ and constructor keys.
 */
export const bodyParser = fp(
  async (app) => {
    app.decorateRequest('rawBody', '');
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        request.rawBody = text;
        if (text.length === 0) {
          done(null, undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );
  },
  { name: 'body-parser' },
);
