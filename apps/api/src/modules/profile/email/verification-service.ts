import { createHash, randomBytes } from 'node:crypto';
import { buildPath, fillText, type Locale } from '@ijara/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { MailDispatch } from './mail-dispatch';
import type { VerificationRepository } from './verification-repository';

/** 256 bits as base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A verification link waiting to be sent once its transaction has committed. */
export interface PendingVerification {
  clientId: number;
  email: string;
  token: string;
}

/**
 * E-mail verification: a new or changed address gets a link `<site>/verify-email/?token=…` (the /en/
 * page for English), good for 24 hours and once; user/verifyemail/ marks the address verified.
 */
export class EmailVerification {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly mail: MailDispatch,
    /** PUBLIC_URL; without it the link takes the origin of the request that changed the address. */
    private readonly publicUrl: string | undefined,
  ) {}

  /** A token for the address, inside the profile change's transaction; null over the hourly limit. */
  async issue(tx: Db, clientId: number, email: string): Promise<PendingVerification | null> {
    const token = randomBytes(32).toString('base64url');
    const stored = await this.repository.insert(tx, { clientId, email, tokenHash: sha256(token) });
    return stored ? { clientId, email, token } : null;
  }

  /** Sends the link in the background (after the commit, so a failed save never sends one). */
  send(pending: PendingVerification, locale: Locale, requestOrigin: string): void {
    const base = this.publicUrl ?? requestOrigin;
    const link = `${base}${buildPath('verifyEmail', {}, locale)}?token=${pending.token}`;
    this.mail.dispatch(
      {
        to: pending.email,
        subject: fillText('emailVerificationSubject', locale),
        text: fillText('emailVerificationText', locale, { email: pending.email, link }),
      },
      { clientId: pending.clientId, purpose: 'email_verification' },
    );
  }

  /** user/verifyemail/: 400 "Sorry, we were unable to verify your email." for any token that does not work. */
  async verify(token: string, ip: string): Promise<void> {
    const verified = TOKEN_PATTERN.test(token) && (await this.repository.consume(sha256(token), ip));
    if (!verified) throw new AppError('bad_request', { text: 'emailNotVerified' });
  }
}
