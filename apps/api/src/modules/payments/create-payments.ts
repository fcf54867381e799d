import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index';
import type { Db } from '../../db/database';
import type { PaymentGateway } from '../../gateways/types';
import { type Clock, systemClock } from '../../lib/clock';
import type { CatalogService } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import { CallbackService } from './callbacks/service';
import { CardRepository } from './cards/repository';
import { CardService } from './cards/service';
import { ChargeRepository } from './charges/repository';
import { ChargeService } from './charges/service';
import { ChargeSettlement } from './charges/settlement';
import { RefundRepository } from './refunds/repository';
import { RefundService } from './refunds/service';
import { PaymentRepository } from './repository';
import { PaymentService } from './service';

export interface Payments {
  /** The configured adapter, time-limited (GATEWAY_TIMEOUT_MS). */
  gateway: PaymentGateway;
  cards: CardService;
  charges: ChargeService;
  settlement: ChargeSettlement;
  payments: PaymentService;
  callbacks: CallbackService;
  /** Refunds of successful payments, full or in part (docs/decisions/041). */
  refunds: RefundService;
}

/** The payments module's services wired to the database and the connected gateway. */
export function createPayments(deps: {
  config: Config;
  db: Db;
  catalog: CatalogService;
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  clock: Clock;
  clients: ClientWrites;
}): Payments {
  const { config, db, catalog, log, gateway, clock, clients } = deps;
  const chargeRepository = new ChargeRepository(db, clients);
  const settlement = new ChargeSettlement(
    chargeRepository,
    { retryDays: config.BILLING_RETRY_DAYS, cashbackBasisPoints: Math.round(config.CASHBACK_PERCENT * 100) },
    clock,
    log,
  );
  const charges = new ChargeService(chargeRepository, settlement, gateway, log);
  const cards = new CardService(new CardRepository(db), gateway, catalog, log);
  const payments = new PaymentService(db, new PaymentRepository(db), charges);
  const callbacks = new CallbackService({
    db,
    gateway,
    cards,
    settlement,
    log,
    transportClock: systemClock(),
  });
  const refunds = new RefundService(
    new RefundRepository(db),
    chargeRepository,
    settlement,
    gateway,
    clients,
    clock,
    log,
  );
  return { gateway, cards, charges, settlement, payments, callbacks, refunds };
}
