import type { Locale } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { CatalogService } from '../catalog/index';
import type { ClientWrites } from '../clients/index';
import type { CodeSender } from './channels/code-sender';
import type { DeliveryChannel } from './channels/types';
import type { CodeRepository } from './code-repository';
import { hashCode, newCode } from './secrets';
import { nextSendAfter, sendRefusal } from './send-limits';
import type { IssuedToken, SessionService } from './session-service';

export interface StartInput {
  phone: string;
  city: number;
  company?: number | undefined;
  ip: string;
  locale: Locale;
}

export interface SignInDeps {
  codes: CodeRepository;
  /** The clients module's writes: a confirmed phone becomes a client. */
  clients: Pick<ClientWrites, 'upsertByPhone'>;
  sessions: SessionService;
  sender: CodeSender;
  catalog: CatalogService;
  pepper: string;
  log: FastifyBaseLogger;
}

/**
 * Sign-in by phone and one-time code (DESIGN.md §5). Nothing here depends on whether the phone
 * belongs to a client: known and unknown phones take the same path and get the same answer.
 */
export class SignInService {
  constructor(private readonly deps: SignInDeps) {}

  /** auth/registration/: checks the limits, stores a new code (voiding the last) and sends it. */
  async start(input: StartInput): Promise<{ channel: DeliveryChannel; resendAfter: number }> {
    const { codes, sender, catalog, pepper, log } = this.deps;
    await catalog.assertChoice(input.city, input.company);
    const code = newCode();
    const reserved = await codes.withSendLocks(input.ip, input.phone, async (tx) => {
      const refusal = sendRefusal(await codes.sendWaits(tx, input.phone, input.ip));
      if (refusal) throw refusal;
      const channel: DeliveryChannel = (await codes.isResend(tx, input.phone)) ? 'sms' : 'whatsapp';
      const ids = await codes.replaceCode(
        tx,
        {
          phone: input.phone,
          codeHash: hashCode(pepper, input.phone, code),
          channel,
          cityId: input.city,
          companyId: input.company ?? null,
        },
        input.ip,
      );
      return { ids, channel, resendAfter: nextSendAfter(await codes.sendWaits(tx, input.phone, input.ip)) };
    });
    // Sent after the commit: a slow gateway must not hold the locks; the send is already counted.
    let channel: DeliveryChannel;
    try {
      channel = await sender.send(reserved.channel, { phone: input.phone, code, locale: input.locale });
    } catch (error) {
      log.error({ err: error }, 'no code channel delivered the sign-in code');
      throw new AppError('code_not_sent', { headers: { 'retry-after': String(reserved.resendAfter) } });
    }
    if (channel !== reserved.channel) await codes.setChannel(reserved.ids, channel);
    return { channel, resendAfter: reserved.resendAfter };
  }

  /** auth/confirmation/: one try at the live code; the right one signs in (creating the client). */
  async confirm(phone: string, code: string, ip: string): Promise<IssuedToken> {
    const { codes, clients, sessions, pepper } = this.deps;
    const outcome = await codes.transaction(async (tx) => {
      const tried = await codes.tryCode(tx, phone, hashCode(pepper, phone, code));
      if (!tried?.ok) return tried ? 'wrong' : 'none';
      const clientId = await clients.upsertByPhone(tx, phone, tried);
      return sessions.issue(tx, clientId, ip, 'code');
    });
    // No live code (it expired, was voided after five wrong tries or by a resend, or was never sent):
    // the person needs a new one, and the answer says so. A phone without a sign-in answers the same.
    if (outcome === 'none') throw new AppError('code_expired');
    if (outcome === 'wrong') throw new AppError('invalid_code');
    return outcome;
  }
}
