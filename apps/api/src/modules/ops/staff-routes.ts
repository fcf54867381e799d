import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { secretsEqual } from '../../lib/secrets-equal';
import { OPS_COMMANDS, OPS_PREFIX, type OpsBody, type OpsCommand } from './commands';
import type { Operator, StaffService } from './staff-service';

type AnyBody = OpsBody<OpsCommand>;

function bearer(request: FastifyRequest): string {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer ([^\s]+)$/i.exec(value.trim()) : null;
  return match?.[1] ?? '';
}

/**
 * POST /api/ops/<command>/ for the ops CLI: every route needs `Authorization: Bearer <token>` (401
 * otherwise, compared in constant time); bodies and answers follow commands.ts.
 */
export async function staffRoutes(
  app: FastifyInstance,
  { token, staff, publicUrl }: { token: string; staff: StaffService; publicUrl: string | undefined },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!secretsEqual(bearer(request), token))
      throw new AppError('unauthorized', { text: 'opsUnauthorized' });
  });

  const handlers: { [C in OpsCommand]: (by: Operator, body: OpsBody<C>) => Promise<unknown> } = {
    handovers: (by, body) => staff.handovers(by, body.office),
    handover: (by, body) => staff.handOver(by, body),
    return: (by, body) => staff.receiveReturn(by, body),
    forbid: (by, body) => staff.setForbidden(by, body.phone, true),
    allow: (by, body) => staff.setForbidden(by, body.phone, false),
    client: (by, body) => staff.client(by, body.phone),
    'erase-preview': (by, body) => staff.erasePreview(by, body.phone),
    'gadget-image': (by, body) => staff.setGadgetImage(by, body),
    'staff-add': (by, body) => staff.addStaff(by, body),
    'catalogue-export': (by) => staff.exportCatalogue(by),
    'catalogue-import': (by, body) => staff.importCatalogue(by, body.file),
  };

  for (const command of Object.keys(OPS_COMMANDS) as OpsCommand[]) {
    const spec = OPS_COMMANDS[command];
    const { request: body, response } = spec;
    // A photo upload or a catalogue file is larger than any other body (64 KB, plugins/body-parser.ts).
    const bodyLimit = 'bodyLimit' in spec ? { bodyLimit: spec.bodyLimit } : {};
    const handle = handlers[command] as (by: Operator, body: AnyBody) => Promise<unknown>;
    app.post(
      `${OPS_PREFIX}${command}/`,
      { schema: { hide: true, body, response: { 200: response } }, ...bodyLimit },
      async (request) => {
        const parsed = request.body as AnyBody;
        const origin = publicUrl ?? `${request.protocol}://${request.host}`;
        return handle({ operator: parsed.operator, ip: request.ip, locale: request.locale, origin }, parsed);
      },
    );
  }
}
