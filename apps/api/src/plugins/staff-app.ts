import { existsSync } from 'node:fs';
import { STAFF_APP_PATH } from '@ijara/contract/staff';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CACHE_NONE, cachePolicy, findFile, registerBuildFiles } from './web-files';

const NOT_BUILT = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ijara — сотрудники</title></head>
<body><h1>Кабинет сотрудника не собран</h1>
<p>The staff app is not built. Run <code>npm run build</code>, then restart the server.</p></body></html>
`;

/**
 * The staff app (apps/staff) at /staff/: its own bundle, so nothing of it reaches the customer pages.
 * Files of its build by path; every other path under /staff/ is the app's index.html, whose router
 * shows the page (or its own "not found"). Not cached: it names the hashed assets of the current build.
 */
export async function staffApp(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  await registerBuildFiles(app, root);
  const index = `${root}/index.html`;
  const sendIndex = (reply: FastifyReply) => {
    reply.header('cache-control', CACHE_NONE);
    if (!existsSync(index)) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.sendFile('index.html');
  };
  app.get(STAFF_APP_PATH.slice(0, -1), { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(STAFF_APP_PATH, 301),
  );
  app.get(`${STAFF_APP_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '').slice(STAFF_APP_PATH.length - 1);
    const file = await findFile(root, pathname);
    if (file) {
      reply.header('cache-control', cachePolicy(file));
      return reply.sendFile(file);
    }
    if (pathname.includes('.')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendIndex(reply);
  });
}
