import type { Locale } from '@ijara/contract';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import type { CatalogService } from '../catalog/index';
import type { InfoService } from '../info/index';
import { contractCalls } from './calls';
import { contractPdfRoutes } from './pdf-routes';
import { ContractRepository } from './repository';
import { type ContractFile, ContractService } from './service';

export type { ContractFile } from './service';

/** What other modules use: the notices attach the contract to its e-mail. */
export interface Contracts {
  /** The contract of a subscription as a PDF in `locale`; null when there is no such subscription. */
  file(subscriptionId: number, locale: Locale): Promise<ContractFile | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contracts: Contracts;
  }
}

export interface ContractsOptions {
  /** The organisation's requisites: the `org` of info/catalog/. */
  catalog: CatalogService;
  /** The public offer (info/oferta/), printed after the order's details. */
  info: Pick<InfoService, 'document'>;
  /** The payments module's clock: when a link expires, moved by tests with the rest. */
  clock: Clock;
  /** RETURN_GRACE_DAYS (docs/decisions/053): the late-return rule's days. */
  graceDays: number;
}

/**
 * Subscriptions' contracts (docs/decisions/057): subscription/contract/{id}/ answers a signed link to
 * the PDF, GET /api/contracts/{id}/ serves it; `app.contracts.file` renders it for the e-mail.
 */
export const contractsModule = fp<ContractsOptions>(
  async (app, { catalog, info, clock, graceDays }) => {
    const contracts = new ContractService({
      repository: new ContractRepository(app.db),
      catalog,
      info,
      clock,
      graceDays,
    });
    app.addCalls(contractCalls(contracts));
    await app.register(contractPdfRoutes, { contracts });
    app.decorate('contracts', { file: (id: number, locale: Locale) => contracts.file(id, locale) });
  },
  { name: 'contracts', dependencies: ['database', 'call-registry'] },
);
