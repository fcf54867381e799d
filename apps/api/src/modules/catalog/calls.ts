import type { CallHandlers } from '../../plugins/calls';
import { serializeOnce } from '../../plugins/serialized-answer';
import type { CatalogService } from './service';

export function catalogCalls(catalog: CatalogService): CallHandlers {
  return {
    infoCatalog: async ({ request }) => {
      const answer = await catalog.catalog(request.locale);
      return serializeOnce('infoCatalog', answer, () => answer);
    },
    infoCities: async ({ request }) => {
      const cities = await catalog.cities(request.locale);
      return serializeOnce('infoCities', cities, () => ({ statusCode: '200', cities }));
    },
    infoCompanies: async ({ request }) => {
      const companies = await catalog.companies(request.locale);
      return serializeOnce('infoCompanies', companies, () => ({ statusCode: '200', companies }));
    },
  };
}
