import Fastify from 'fastify';

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export type Behaviour = { status: number } | { delayMs: number };

/**
 * A local stand-in for WhatsApp Cloud API, an SMS gateway or the Telegram Bot API: records what it is
 * sent and answers each path as told (200 unless `behave` says otherwise).
 */
export async function fakeGateway() {
  const received: ReceivedRequest[] = [];
  const behaviours = new Map<string, Behaviour>();
  const server = Fastify({ logger: false });
  server.post('/*', async (request, reply) => {
    received.push({ path: request.url, authorization: request.headers.authorization, body: request.body });
    const behaviour = behaviours.get(request.url);
    if (behaviour && 'delayMs' in behaviour)
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour && 'status' in behaviour) return reply.code(behaviour.status).send({ error: 'refused' });
    return { ok: true };
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    received,
    behave(path: string, behaviour: Behaviour | null) {
      if (behaviour) behaviours.set(path, behaviour);
      else behaviours.delete(path);
    },
    close: () => server.close(),
  };
}
