import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { webhookEvents } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import { CallbackRejected, type GatewayEvent, type PaymentGateway } from '../../../gateways/types';
import type { Clock } from '../../../lib/clock';
import type { CardService } from '../cards/service';
import { parseChargeReference } from '../charges/reference';
import type { ChargeSettlement, Outcome } from '../charges/settlement';

const BY_GATEWAY = { actor: 'gateway' } as const;
const CURRENCY = 'KGS';

/** What is kept of an event: never the card token or digits. */
function stored(event: GatewayEvent): object {
  if (event.type === 'card.bound')
    return { type: event.type, reference: event.reference, sessionId: event.sessionId };
  return event;
}

/**
 * Gateway callbacks: verified, then recorded by event id in the same transaction as their effect, so
 * a repeated event is a no-op and a failed effect leaves the event unrecorded for the next delivery.
 */
export class CallbackService {
  constructor(
    private readonly deps: {
      db: Db;
      gateway: PaymentGateway;
      cards: CardService;
      settlement: ChargeSettlement;
      log: FastifyBaseLogger;
      /**
       * The time a callback's signed timestamp is checked against: the wall clock, as the gateway
       * signs it, not the app's clock that tests move by days (which would make every callback stale).
       */
      transportClock: Clock;
    },
  ) {}

  async receive(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<string> {
    let event: GatewayEvent;
    try {
      event = this.deps.gateway.parseCallback(headers, rawBody, this.deps.transportClock.now());
    } catch (error) {
      if (!(error instanceof CallbackRejected)) throw error;
      this.deps.log.warn({ reason: error.message }, 'payment callback refused');
      throw new AppError('bad_signature');
    }
    return this.apply(event);
  }

  apply(event: GatewayEvent): Promise<'applied' | 'duplicate'> {
    const { db, gateway } = this.deps;
    return db.transaction(async (tx) => {
      const fresh = await tx
        .insert(webhookEvents)
        .values({
          provider: gateway.name,
          eventId: `${gateway.name}:${event.id}`,
          type: event.type,
          payload: stored(event),
        })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (fresh.length === 0) return 'duplicate';
      await this.effect(tx, event);
      return 'applied';
    });
  }

  private async effect(tx: Db, event: GatewayEvent): Promise<void> {
    const { cards, settlement, log } = this.deps;
    switch (event.type) {
      case 'card.bound': {
        const clientId = Number(event.reference);
        if (Number.isSafeInteger(clientId) && clientId > 0)
          await cards.addFromGateway(tx, clientId, event.card);
        return;
      }
      case 'card.bind_failed': {
        log.info({ reference: event.reference, code: event.code }, 'card binding declined');
        const clientId = Number(event.reference);
        if (Number.isSafeInteger(clientId) && clientId > 0)
          await cards.recordBindFailure(tx, clientId, event.code);
        return;
      }
      case 'charge.succeeded':
      case 'charge.failed':
      case 'charge.refunded': {
        const ref = parseChargeReference(event.reference);
        if (!ref) {
          log.warn({ type: event.type }, 'callback for a charge we did not make');
          return;
        }
        if (event.currency !== CURRENCY) {
          log.error({ type: event.type, currency: event.currency }, 'callback in another currency');
          return;
        }
        if (event.type === 'charge.refunded') {
          await settlement.applyRefund(tx, ref.paymentId, event.refundedAmount, BY_GATEWAY);
          return;
        }
        const outcome: Outcome =
          event.type === 'charge.succeeded'
            ? { status: 'succeeded', chargeId: event.chargeId, amount: event.amount }
            : {
                status: 'failed',
                chargeId: event.chargeId,
                amount: event.amount,
                decline: event.decline,
                code: event.code,
              };
        await settlement.settle(ref, outcome, BY_GATEWAY, tx);
      }
    }
  }
}
