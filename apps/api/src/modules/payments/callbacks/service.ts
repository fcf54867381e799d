import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../../db/audit';
import type { Db } from '../../../db/database';
import { jsonbPlaceholder, jsonbText, reusable } from '../../../db/prepared';
import { payments, webhookEvents } from '../../../db/schema/index';
import { AppError } from '../../../errors';
import { CallbackRejected, type GatewayEvent, type PaymentGateway } from '../../../gateways/types';
import type { Clock } from '../../../lib/clock';
import type { CardService } from '../cards/service';
import { parseChargeReference } from '../charges/reference';
import type { EventRecord } from '../charges/repository';
import type { ChargeSettlement, Outcome } from '../charges/settlement';

const BY_GATEWAY = { actor: 'gateway' } as const;
const CURRENCY = 'KGS';

interface LateCharge {
  chargeId: string;
  amount: number;
}

/** Named: one per charge's callback, parsed once per connection. */
const webhookEvent = reusable((db) =>
  db
    .insert(webhookEvents)
    .values({
      provider: sql.placeholder('provider'),
      eventId: sql.placeholder('eventId'),
      type: sql.placeholder('type'),
      payload: jsonbPlaceholder('payload'),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
    .prepare('webhook_event'),
);

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

  async apply(event: GatewayEvent): Promise<'applied' | 'duplicate'> {
    const { db, gateway, settlement } = this.deps;
    const late: LateCharge[] = [];
    const record: EventRecord = {
      provider: gateway.name,
      eventId: `${gateway.name}:${event.id}`,
      type: event.type,
      payload: jsonbText(stored(event)),
    };
    const report = this.reportedOutcome(event);
    const result = await db.transaction(async (tx) => {
      if (report) {
        // The commonest callback: the event recorded and the payment locked in one statement.
        const settled = await settlement.settleReported(tx, record, report.ref, report.outcome, BY_GATEWAY);
        if (settled === 'duplicate') return 'duplicate' as const;
        const { outcome } = report;
        if (settled === 'ignored' && outcome.status === 'succeeded') {
          await this.lateSuccess(tx, report.ref.paymentId, outcome, late);
        }
        return 'applied' as const;
      }
      const fresh = await webhookEvent(tx).execute({ ...record });
      if (fresh.length === 0) return 'duplicate' as const;
      await this.effect(tx, event);
      return 'applied' as const;
    });
    for (const charge of late) await this.refundLate(charge);
    return result;
  }

  /** The outcome a charge's callback reports for one of our tries; null for any other event. */
  private reportedOutcome(
    event: GatewayEvent,
  ): { ref: { paymentId: number; attempt: number }; outcome: Outcome & { chargeId: string } } | null {
    if (event.type !== 'charge.succeeded' && event.type !== 'charge.failed') return null;
    const ref = this.ourCharge(event);
    if (!ref) return null;
    const outcome: Outcome & { chargeId: string } =
      event.type === 'charge.succeeded'
        ? { status: 'succeeded', chargeId: event.chargeId, amount: event.amount }
        : {
            status: 'failed',
            chargeId: event.chargeId,
            amount: event.amount,
            decline: event.decline,
            code: event.code,
          };
    return { ref, outcome };
  }

  /** The try a charge event is about, when it is one of ours in our currency (else logged, and null). */
  private ourCharge(event: Extract<GatewayEvent, { reference: string; currency: string }>) {
    const { log } = this.deps;
    const ref = parseChargeReference(event.reference);
    if (!ref) {
      log.warn({ type: event.type }, 'callback for a charge we did not make');
      return null;
    }
    if (event.currency !== CURRENCY) {
      log.error({ type: event.type, currency: event.currency }, 'callback in another currency');
      return null;
    }
    return ref;
  }

  /**
   * A success reported for a try we no longer wait for: failed meanwhile (reconciliation asked before
   * the gateway had written it), its order undone, or another try paid. Nobody owes it: it is recorded
   * and given back after the commit (the refund's key is the charge's, so a second report refunds once).
   */
  private async lateSuccess(
    tx: Db,
    paymentId: number,
    outcome: { chargeId: string; amount: number },
    late: LateCharge[],
  ): Promise<void> {
    const [payment] = await tx
      .select({ status: payments.status, chargeId: payments.gatewayPaymentId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (payment?.status === 'success' && payment.chargeId === outcome.chargeId) return;
    if (payment?.status === 'processing') return;
    this.deps.log.error({ paymentId, chargeId: outcome.chargeId }, 'a charge succeeded late: refunding it');
    await writeAudit(tx, {
      actor: 'gateway',
      action: 'payment.late_success',
      entity: 'payment',
      entityId: String(paymentId),
      details: { chargeId: outcome.chargeId, amount: outcome.amount, payment: payment?.status ?? 'gone' },
    });
    late.push(outcome);
  }

  private async refundLate(charge: LateCharge): Promise<void> {
    const { gateway, log } = this.deps;
    try {
      const result = await gateway.refund({
        chargeId: charge.chargeId,
        amount: charge.amount,
        idempotencyKey: `ijara-late-${charge.chargeId}`,
        refundedBefore: 0,
      });
      if (result.status !== 'refunded') log.error({ ...charge, result }, 'late charge not refunded');
    } catch (error) {
      log.error({ err: error, ...charge }, 'late charge not refunded');
    }
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
      case 'charge.refunded': {
        const ref = this.ourCharge(event);
        if (ref) await settlement.applyRefund(tx, ref.paymentId, event.refundedAmount, BY_GATEWAY);
        return;
      }
      // Settled in apply(), unless not one of our tries (logged there): recorded, nothing more.
      case 'charge.succeeded':
      case 'charge.failed':
        return;
    }
  }
}
