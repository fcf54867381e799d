import { API_PREFIX, type Locale } from '@ijara/contract';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { signedInClient } from '../../helpers/auth';
import { bindCard, CARDS, createSubscription, paymentsOf } from '../../helpers/payments';
import { signedHeaders } from '../../helpers/request';

/** A client whose monthly charge went through (`card`) or failed for good, with that payment. */
export async function chargedPayment(app: FastifyInstance, card: string = CARDS.success) {
  const signedIn = await signedInClient(app);
  await bindCard(app, signedIn.client.id, card);
  const subscription = await createSubscription(app, signedIn.client.id);
  await app.billing.runOnce();
  const [payment] = await paymentsOf(app, subscription.id);
  if (!payment || payment.status === 'processing') throw new Error('the charge did not settle');
  return { ...signedIn, subscription, payment };
}

/** A signed /api/v3/ GET over real HTTP, as the web app sends it. */
export function callOverHttp(base: string, path: string, options: { token?: string; locale?: Locale } = {}) {
  const headers: Record<string, string> = signedHeaders('', options.locale ?? 'ru');
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(`${base}${API_PREFIX}${path}`, { headers });
}

/** The text of every page of a PDF, whitespace (no-break spaces too) folded to single spaces. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
