import { AppError } from '../../errors';
import type { CallHandlers } from '../../plugins/calls';
import { serializeOnce } from '../../plugins/serialized-answer';
import type { CatalogService } from './service';

/** Encoded once per snapshot and locale; the ETag leads with the catalogue's version. */
export function catalogCalls(catalog: CatalogService): CallHandlers {
  return {
    infoCatalog: async ({ request }) => {
      const { catalog: answer, version } = await catalog.view(request.locale);
      if (!answer) throw new AppError('not_found');
      return serializeOnce('infoCatalog', answer, () => answer, version);
    },
    infoCities: async ({ request }) => {
      const { cities, version } = await catalog.view(request.locale);
      return serializeOnce('infoCities', cities, () => ({ statusCode: '200', cities }), version);
    },
    infoCompanies: async ({ request }) => {
      const { companies, version } = await catalog.view(request.locale);
      return serializeOnce('infoCompanies', companies, () => ({ statusCode: '200', companies }), version);
    },
  };
}
