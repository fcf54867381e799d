import { ZCardBrand } from '@ijara/contract';
import { z } from 'zod';
import { CallbackRejected, type GatewayEvent } from '../types';

const ZCharge = z.object({
  charge: z.string().min(1),
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

/** The sandbox's callback body: `{id, type, created, data}`, snake_case like most providers. */
export const ZSandboxEvent = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1),
    type: z.literal('card.bound'),
    created: z.number().int(),
    data: z.object({
      session: z.string().min(1),
      reference: z.string().min(1),
      card: z.object({
        token: z.string().min(1),
        last4: z.string().regex(/^\d{4}$/),
        brand: ZCardBrand,
        exp_month: z.number().int().min(1).max(12),
        exp_year: z.number().int().min(2000).max(2099),
      }),
    }),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('card.bind_failed'),
    created: z.number().int(),
    data: z.object({ session: z.string().min(1), reference: z.string().min(1), code: z.string() }),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('charge.succeeded'),
    created: z.number().int(),
    data: ZCharge,
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('charge.failed'),
    created: z.number().int(),
    data: ZCharge.extend({ decline: z.enum(['soft', 'hard']), code: z.string() }),
  }),
  z.object({
    id: z.string().min(1),
    type: z.literal('charge.refunded'),
    created: z.number().int(),
    data: ZCharge.extend({ refunded_amount: z.number().int().positive() }),
  }),
]);
export type SandboxEvent = z.infer<typeof ZSandboxEvent>;

export function toGatewayEvent(rawBody: string): GatewayEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new CallbackRejected('body is not JSON');
  }
  const parsed = ZSandboxEvent.safeParse(json);
  if (!parsed.success) throw new CallbackRejected('unknown event shape');
  const event = parsed.data;
  switch (event.type) {
    case 'card.bound': {
      const { card } = event.data;
      return {
        id: event.id,
        type: event.type,
        reference: event.data.reference,
        sessionId: event.data.session,
        card: {
          token: card.token,
          pan: `**** ${card.last4}`,
          brand: card.brand,
          expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`,
        },
      };
    }
    case 'card.bind_failed':
      return {
        id: event.id,
        type: event.type,
        reference: event.data.reference,
        sessionId: event.data.session,
        code: event.data.code,
      };
    case 'charge.succeeded':
      return { id: event.id, type: event.type, ...charge(event.data) };
    case 'charge.failed':
      return {
        id: event.id,
        type: event.type,
        ...charge(event.data),
        decline: event.data.decline,
        code: event.data.code,
      };
    case 'charge.refunded':
      return {
        id: event.id,
        type: event.type,
        ...charge(event.data),
        refundedAmount: event.data.refunded_amount,
      };
  }
}

function charge(data: z.infer<typeof ZCharge>) {
  return { reference: data.reference, chargeId: data.charge, amount: data.amount, currency: data.currency };
}
