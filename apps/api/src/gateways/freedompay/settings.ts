import type { Config } from '../../config/index';

/** Where Freedom Pay posts to us. No trailing slash: the script name it signs with is the last segment. */
export const RESULT_PATH = '/api/payments/freedompay/result';
export const CARD_PATH = '/api/payments/freedompay/card';

export interface FreedomPaySettings {
  merchantId: string;
  secretKey: string;
  apiUrl: string;
  testingMode: boolean;
  /** pg_result_url of charges. */
  resultUrl: string;
  /** pg_post_link of card tokenisation. */
  cardUrl: string;
  /** Our public origin: the hosted page sends the person back to it. */
  siteUrl: string;
  successUrl: string;
  failureUrl: string;
}

const noSlash = (url: string) => url.replace(/\/+$/, '');

/** The adapter's settings from a config that start-up has validated (config/payments.ts). */
export function freedomPaySettings(config: Config): FreedomPaySettings {
  const { FREEDOMPAY_MERCHANT_ID: merchantId, FREEDOMPAY_SECRET_KEY: secretKey } = config;
  if (!merchantId || !secretKey || !config.FREEDOMPAY_SITE_URL)
    throw new Error('PAYMENT_GATEWAY=freedompay needs FREEDOMPAY_MERCHANT_ID, _SECRET_KEY and _SITE_URL');
  const siteUrl = noSlash(config.FREEDOMPAY_SITE_URL);
  return {
    merchantId,
    secretKey,
    apiUrl: noSlash(config.FREEDOMPAY_API_URL),
    testingMode: config.FREEDOMPAY_TESTING_MODE,
    resultUrl: `${siteUrl}${RESULT_PATH}`,
    cardUrl: `${siteUrl}${CARD_PATH}`,
    siteUrl,
    successUrl: config.FREEDOMPAY_SUCCESS_URL ?? `${siteUrl}/payments/`,
    failureUrl: config.FREEDOMPAY_FAILURE_URL ?? `${siteUrl}/payments/`,
  };
}
