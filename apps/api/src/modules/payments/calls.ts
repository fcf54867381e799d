import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../plugins/access';
import type { CallHandlers } from '../../plugins/calls';
import type { ActedBy } from './audit';
import type { Payments } from './create-payments';

function client(request: FastifyRequest): number {
  return principalOf(request).clientId;
}

function byClient(request: FastifyRequest): ActedBy {
  return { actor: 'client', ip: request.ip };
}

export function paymentCalls({ cards, payments }: Payments): CallHandlers {
  return {
    paymentBindCard: async ({ body, request }) => ({
      statusCode: '200',
      url: await cards.bind(client(request), body, request.locale),
    }),
    paymentCards: async ({ request }) => ({
      statusCode: '200',
      ...(await cards.page(client(request), request.locale)),
    }),
    paymentActivateCard: async ({ body, request }) => ({
      statusCode: '200',
      cards: await cards.activate(client(request), body.cardID, byClient(request)),
    }),
    paymentRemoveCard: async ({ body, request }) => ({
      statusCode: '200',
      cards: await cards.remove(client(request), body.cardID, byClient(request)),
    }),
    paymentCreate: async ({ body, request }) => ({
      statusCode: '200',
      payment: await payments.payNow(client(request), body.paymentID, byClient(request), request.locale),
    }),
    paymentList: async ({ request }) => ({
      statusCode: '200',
      payments: await payments.list(client(request), request.locale),
    }),
  };
}
