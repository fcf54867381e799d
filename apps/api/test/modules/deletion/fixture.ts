import { encodeDeletionAgreement, type Locale } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { apiInject } from '../../helpers/request';

export const WORDS = { ru: 'УДАЛИТЬ', en: 'DELETE' } as const;

export function requestDeletion(
  app: FastifyInstance,
  token: string,
  options: { locale?: Locale; agreement?: string; word?: string } = {},
) {
  const locale = options.locale ?? 'ru';
  const agreement = options.agreement ?? encodeDeletionAgreement(token, options.word ?? WORDS[locale]);
  return apiInject(app, { path: 'user/deletepersonaldata/', body: { agreement }, token, locale });
}

export function cancelDeletion(app: FastifyInstance, token: string, locale: Locale = 'ru') {
  return apiInject(app, { path: 'user/deletepersonaldata/cancel/', body: {}, token, locale });
}
