import { DEFAULT_DOC } from '@ijara/contract';
import type { CallHandlers } from '../../plugins/calls';
import { serializeOnce } from '../../plugins/serialized-answer';
import type { InfoService } from './service';

export function infoCalls(info: InfoService): CallHandlers {
  return {
    infoFaq: async ({ request }) => {
      const faq = await info.faq(request.locale);
      return serializeOnce('infoFaq', faq, () => ({ statusCode: '200', faq }));
    },
    infoDoc: async ({ params, request }) => {
      const document = await info.document(params.doc ?? DEFAULT_DOC, request.locale);
      return serializeOnce('infoDoc', document, () => ({ statusCode: '200', document }));
    },
  };
}
