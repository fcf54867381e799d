import fp from 'fastify-plugin';
import { infoCalls } from './calls';
import { InfoRepository } from './repository';
import { InfoService } from './service';

/** The FAQ and the documents: info/faq/, info/{doc}/. */
export const infoModule = fp(
  async (app) => {
    app.addCalls(infoCalls(new InfoService(new InfoRepository(app.db))));
  },
  { name: 'info', dependencies: ['database', 'call-registry'] },
);
