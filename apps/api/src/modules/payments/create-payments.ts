import { PAYMENT_CALLBACK_PATH } from '@ijara/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CatalogService } from '../catalog/service';
import { CallbackService } from './callbacks/service';
import { CardRepository } from './cards/repository';
import { CardService } from './cards/service';
import { ChargeRepository } from './charges/repository';
import { ChargeService } from './charges/service';
import { ChargeSettlement } from './charges/settlement';
import { type Clock, systemClock } from './clock';
import { guardedGateway } from './gateway/guarded-gateway';
import type { PaymentGateway } from './gateway/types';
import { PaymentRepository } from './repository';
import type { CallbackTransport } from './sandbox/callback-dispatcher';
import { createSandbox, type Sandbox } from './sandbox/create-sandbox';
import { SIGNATURE_HEADER } from './sandbox/signature';
import { PaymentService } from './service';

export interface Payments {
  clock: Clock;
  /** The configured adapter, time-limited (GATEWAY_TIMEOUT_MS). */
  gateway: PaymentGateway;
  sandbox: Sandbox;
  cards: CardService;
  charges: ChargeService;
  settlement: ChargeSettlement;
  payments: PaymentService;
  callbacks: CallbackService;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Callbacks go to this process's own callback route, or over HTTP when SANDBOX_CALLBACK_URL is set. */
export function callbackTransport(config: Config, app: FastifyInstance): CallbackTransport {
  const url = config.SANDBOX_CALLBACK_URL;
  if (url) {
    return async (body, signature) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(config.GATEWAY_TIMEOUT_MS),
      });
      return response.status;
    };
  }
  return async (body, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: PAYMENT_CALLBACK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    return response.statusCode;
  };
}

/** The payments module wired to the database and the configured gateway (the sandbox is the only one). */
export function createPayments(deps: {
  config: Config;
  db: Db;
  catalog: CatalogService;
  log: FastifyBaseLogger;
  transport: CallbackTransport;
}): Payments {
  const { config, db, catalog, log } = deps;
  const clock = systemClock();
  const sandbox = createSandbox({ config, db, log, transport: deps.transport });
  if (config.NODE_ENV === 'production')
    log.warn('the sandbox payment gateway takes test cards only: no real money moves');
  const gateway = guardedGateway(sandbox.gateway, config.GATEWAY_TIMEOUT_MS);
  const chargeRepository = new ChargeRepository(db);
  const settlement = new ChargeSettlement(
    chargeRepository,
    { retryDays: config.BILLING_RETRY_DAYS, cashbackBasisPoints: Math.round(config.CASHBACK_PERCENT * 100) },
    clock,
    log,
  );
  const charges = new ChargeService(chargeRepository, settlement, gateway, log);
  const cards = new CardService(new CardRepository(db), gateway, catalog);
  const payments = new PaymentService(new PaymentRepository(db), charges);
  const callbacks = new CallbackService({ db, gateway, cards, settlement, log });
  return { clock, gateway, sandbox, cards, charges, settlement, payments, callbacks };
}
