import fp from 'fastify-plugin';
import { infoCalls } from './calls';
import { InfoRepository } from './repository';
import { InfoService } from './service';

export type { InfoService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The FAQ and the documents, cached per locale: the contract's PDF prints the offer from it. */
    info: InfoService;
  }
}

export interface InfoOptions {
  /** The FAQ's {{placeholders}} by name: configured numbers its answers state (docs/decisions/055). */
  faqValues?: Record<string, string | number>;
}

/** The FAQ and the documents: info/faq/, info/{doc}/. */
export const infoModule = fp<InfoOptions>(
  async (app, { faqValues = {} }) => {
    const info = new InfoService(new InfoRepository(app.db), undefined, faqValues);
    app.decorate('info', info);
    app.addCalls(infoCalls(info));
  },
  { name: 'info', dependencies: ['database', 'call-registry'] },
);
