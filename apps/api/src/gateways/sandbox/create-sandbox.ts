import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index';
import { sandboxRates } from '../../config/payments';
import type { Db } from '../../db/database';
import type { PaymentGateway } from '../types';
import { webhookSecret } from '../webhook-secret';
import { SandboxBinding } from './binding';
import { CallbackDispatcher, type CallbackTransport } from './callback-dispatcher';
import { SandboxCharges } from './charges';
import { SandboxRepository } from './repository';
import { sandboxGateway } from './sandbox-gateway';
import { SandboxState } from './state';

export interface Sandbox {
  binding: SandboxBinding;
  charges: SandboxCharges;
  state: SandboxState;
  dispatcher: CallbackDispatcher;
  repository: SandboxRepository;
  /** The adapter the api uses (not yet time-limited). */
  gateway: PaymentGateway;
}

/** The built-in sandbox provider (PAYMENT_GATEWAY=sandbox) and the api's adapter to it. */
export function createSandbox(deps: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  transport: CallbackTransport;
}): Sandbox {
  const { config, db, log, transport } = deps;
  const secret = webhookSecret(config);
  const rates = sandboxRates(config);
  const state = new SandboxState({
    mode: config.SANDBOX_GATEWAY_MODE,
    duplicateRate: rates.duplicate,
    reorderRate: rates.reorder,
    seed: config.SANDBOX_SEED,
  });
  const repository = new SandboxRepository(db);
  const dispatcher = new CallbackDispatcher({
    repository,
    state,
    secret,
    transport,
    reorderDelayMs: config.SANDBOX_REORDER_DELAY_MS,
    log,
  });
  const binding = new SandboxBinding(repository, dispatcher);
  const charges = new SandboxCharges(repository, dispatcher);
  const gateway = sandboxGateway({
    binding,
    charges,
    state,
    secret,
    slowMs: config.SANDBOX_SLOW_MS,
  });
  return { binding, charges, state, dispatcher, repository, gateway };
}
