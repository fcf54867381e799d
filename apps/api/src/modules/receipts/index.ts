import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import type { CatalogService } from '../catalog/index';
import { receiptCalls } from './calls';
import { receiptPdfRoutes } from './pdf-routes';
import { ReceiptRepository } from './repository';
import { ReceiptService } from './service';

export interface ReceiptsOptions {
  /** The organisation's requisites: the `org` of info/catalog/. */
  catalog: CatalogService;
  /** The payments module's clock: when a PDF link expires, moved by tests with the rest. */
  clock: Clock;
}

/** Receipts of successful payments: payment/receipt/{id}/ and the PDF behind its signed link. */
export const receiptsModule = fp<ReceiptsOptions>(
  async (app, { catalog, clock }) => {
    const receipts = new ReceiptService(new ReceiptRepository(app.db), catalog, clock);
    app.addCalls(receiptCalls(receipts));
    await app.register(receiptPdfRoutes, { receipts });
  },
  { name: 'receipts', dependencies: ['database', 'call-registry'] },
);
