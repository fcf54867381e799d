import {
  BIND_RESULT_PARAM,
  isUnsafeText,
  LOCALES,
  type Locale,
  SANDBOX_GATEWAY_PATH,
  ZSandboxControlRequest,
} from '@ijara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { devOnly } from '../../plugins/dev-only';
import type { CardForm, SandboxBinding, SubmitResult } from './binding';
import { sessionPath } from './pages/layout';
import { bindFormPage, messagePage, threeDsPage } from './pages/pages';
import type { SessionRow } from './repository';
import type { SandboxState } from './state';

interface Options {
  binding: SandboxBinding;
  state: SandboxState;
  /** POST /sandbox-gateway/control; never in production, and only from this machine. */
  control: boolean;
}

type Params = { id: string };

function localeOf(request: FastifyRequest, session: SessionRow | null): Locale {
  const lang = (request.query as Record<string, unknown>).lang;
  if ((LOCALES as readonly unknown[]).includes(lang)) return lang as Locale;
  return session?.locale === 'en' ? 'en' : 'ru';
}

function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

function backTo(returnUrl: string, result: 'success' | 'cancel'): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${BIND_RESULT_PARAM}=${result}`;
}

function formOf(body: unknown): CardForm {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) =>
    typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 64) : '';
  return { number: text('number'), expiry: text('expiry'), cvc: text('cvc') };
}

/**
 * The sandbox provider's hosted pages: plain HTML and form posts (the CSP allows no inline script),
 * Russian or English by `?lang=`. The session id in the path is the only key to a page.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  { binding, state, control }: Options,
): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const hidden = { schema: { hide: true } };
  const bindPath = `${SANDBOX_GATEWAY_PATH}bind/:id/`;

  /** An id no session can have (NUL, lone surrogate) is unknown without asking the database. */
  async function findSession(id: string): Promise<SessionRow | null> {
    return isUnsafeText(id) ? null : binding.findSession(id);
  }

  /** The live session of a page; null when the answer is already sent (unavailable, or finished). */
  async function live(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
  ): Promise<SessionRow | null> {
    if (state.mode === 'down') {
      sendPage(reply, 503, messagePage({ locale: localeOf(request, null), kind: 'down' }));
      return null;
    }
    const { id } = request.params;
    const session = isUnsafeText(id) ? null : await binding.openSession(id);
    if (session) return session;
    const finished = await findSession(id);
    const page = messagePage({
      locale: localeOf(request, finished),
      kind: 'gone',
      backUrl: finished?.returnUrl,
    });
    sendPage(reply, 410, page);
    return null;
  }

  function answer(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    session: SessionRow,
    result: SubmitResult,
    form?: CardForm,
  ) {
    const locale = localeOf(request, session);
    switch (result.kind) {
      case 'done':
        return reply.redirect(backTo(result.returnUrl, 'success'), 303);
      case 'three_ds':
        return reply.redirect(`${sessionPath(session.id, '3ds/')}?lang=${locale}`, 303);
      case 'invalid':
        return sendPage(
          reply,
          400,
          bindFormPage({
            sessionId: session.id,
            locale,
            errors: result.errors,
            values: { number: form?.number ?? '', expiry: form?.expiry ?? '' },
          }),
        );
      case 'declined':
        return sendPage(
          reply,
          200,
          bindFormPage({ sessionId: session.id, locale, declineCode: result.code }),
        );
      case 'gone':
        return sendPage(reply, 410, messagePage({ locale, kind: 'gone', backUrl: session.returnUrl }));
    }
  }

  app.get<{ Params: Params }>(bindPath, hidden, async (request, reply) => {
    const session = await live(request, reply);
    if (!session) return reply;
    const locale = localeOf(request, session);
    if (session.status === 'three_ds')
      return reply.redirect(`${sessionPath(session.id, '3ds/')}?lang=${locale}`, 303);
    return sendPage(reply, 200, bindFormPage({ sessionId: session.id, locale }));
  });

  app.post<{ Params: Params }>(bindPath, hidden, async (request, reply) => {
    const session = await live(request, reply);
    if (!session) return reply;
    if (session.status === 'three_ds') return answer(request, reply, session, { kind: 'three_ds' });
    const form = formOf(request.body);
    return answer(request, reply, session, await binding.submitCard(session, form, new Date()), form);
  });

  app.get<{ Params: Params }>(`${bindPath}3ds/`, hidden, async (request, reply) => {
    const session = await live(request, reply);
    if (!session) return reply;
    const locale = localeOf(request, session);
    const pending = session.pendingCard as { last4?: string } | null;
    if (session.status !== 'three_ds' || !pending?.last4)
      return reply.redirect(`${sessionPath(session.id)}?lang=${locale}`, 303);
    return sendPage(reply, 200, threeDsPage({ sessionId: session.id, locale, last4: pending.last4 }));
  });

  app.post<{ Params: Params }>(`${bindPath}3ds/`, hidden, async (request, reply) => {
    const session = await live(request, reply);
    if (!session) return reply;
    const confirmed = (request.body as Record<string, unknown> | undefined)?.answer === 'confirm';
    return answer(request, reply, session, await binding.answerThreeDs(session, confirmed));
  });

  app.post<{ Params: Params }>(`${bindPath}cancel/`, hidden, async (request, reply) => {
    const session = await findSession(request.params.id);
    if (!session) return sendPage(reply, 410, messagePage({ locale: localeOf(request, null), kind: 'gone' }));
    await binding.cancel(session);
    return reply.redirect(backTo(session.returnUrl, 'cancel'), 303);
  });

  if (control) {
    app.post(`${SANDBOX_GATEWAY_PATH}control`, { ...hidden, onRequest: devOnly }, async (request) => {
      const parsed = ZSandboxControlRequest.safeParse(request.body);
      if (!parsed.success) throw new AppError('validation_failed', { fields: { mode: 'incorrectInfo' } });
      state.mode = parsed.data.mode;
      return { statusCode: '200', mode: state.mode };
    });
  }
}
