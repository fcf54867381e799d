import { randomBytes } from 'node:crypto';
import type { Locale } from '@ijara/contract';
import { brandOf } from '../card-brand';
import type { BoundCard } from '../types';
import type { CallbackDispatcher, NewEvent } from './callback-dispatcher';
import type { CardRow, SandboxRepository, SessionRow } from './repository';
import {
  type Behaviour,
  behaviourOf,
  bindingOutcome,
  cardDigits,
  type Expiry,
  expiryInFuture,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './test-cards';

/** A hosted card page lives this long. */
const SESSION_TTL_SECONDS = 30 * 60;

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

export type FormErrors = Partial<Record<keyof CardForm, true>>;

export type SubmitResult =
  | { kind: 'gone' }
  | { kind: 'invalid'; errors: FormErrors }
  | { kind: 'declined'; code: string }
  | { kind: 'three_ds' }
  | { kind: 'done'; returnUrl: string };

interface PendingCard {
  last4: string;
  brand: BoundCard['brand'];
  month: number;
  year: number;
  behaviour: Behaviour;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The sandbox provider's card binding: hosted page sessions, the card form and its 3-D Secure step,
 * stored test cards, each outcome reported by a signed callback.
 */
export class SandboxBinding {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly dispatcher: CallbackDispatcher,
  ) {}

  async createSession(input: { reference: string; returnUrl: string; locale: Locale }): Promise<string> {
    const id = newId('ses');
    await this.repository.insertSession({ id, ...input }, SESSION_TTL_SECONDS);
    return id;
  }

  /** A live session, or null when it is unknown, expired or already finished. */
  async openSession(id: string): Promise<SessionRow | null> {
    const session = await this.repository.findSession(id);
    return session && !session.expired && (session.status === 'open' || session.status === 'three_ds')
      ? session
      : null;
  }

  findSession(id: string): Promise<SessionRow | null> {
    return this.repository.findSession(id);
  }

  async submitCard(session: SessionRow, form: CardForm, now: Date): Promise<SubmitResult> {
    const digits = cardDigits(form.number);
    const expiry = parseExpiry(form.expiry);
    const errors: FormErrors = {};
    if (!luhnValid(digits)) errors.number = true;
    if (!expiry || !expiryInFuture(expiry, now)) errors.expiry = true;
    if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = true;
    if (Object.keys(errors).length > 0 || !expiry) return { kind: 'invalid', errors };
    const behaviour = behaviourOf(digits);
    const card: PendingCard = {
      last4: digits.slice(-4),
      brand: brandOf(digits),
      ...monthYear(expiry),
      behaviour,
    };
    const outcome = bindingOutcome(behaviour);
    if (!outcome.ok) return this.refuse(session, outcome.code);
    if (behaviour === 'three_ds') {
      const moved = await this.repository.moveSession(this.repository.db, session.id, ['open'], {
        status: 'three_ds',
        pendingCard: card,
      });
      return moved ? { kind: 'three_ds' } : { kind: 'gone' };
    }
    return this.bind(session, card, ['open']);
  }

  /** The 3-D Secure page's answer: confirmed binds the card waiting for it; failed returns to the form. */
  async answerThreeDs(session: SessionRow, confirmed: boolean): Promise<SubmitResult> {
    const card = session.pendingCard as PendingCard | null;
    if (session.status !== 'three_ds' || !card) return { kind: 'gone' };
    if (confirmed) return this.bind(session, card, ['three_ds']);
    const db = this.repository.db;
    const moved = await db.transaction(async (tx) => {
      if (
        !(await this.repository.moveSession(tx, session.id, ['three_ds'], {
          status: 'open',
          pendingCard: null,
        }))
      )
        return undefined;
      return { callback: await this.dispatcher.enqueue(tx, bindFailed(session, 'authentication_failed')) };
    });
    if (moved === undefined) return { kind: 'gone' };
    await this.dispatcher.deliverNow([moved.callback]);
    return { kind: 'declined', code: 'authentication_failed' };
  }

  async cancel(session: SessionRow): Promise<boolean> {
    return this.repository.moveSession(this.repository.db, session.id, ['open', 'three_ds'], {
      status: 'cancelled',
      pendingCard: null,
    });
  }

  /** Stores a test card as binding would, without the page (tests, the benchmark, demo data). */
  async issueCard(number: string, expiry: Expiry): Promise<BoundCard> {
    const digits = cardDigits(number);
    const token = newId('card');
    const card = {
      last4: digits.slice(-4),
      brand: brandOf(digits),
      ...monthYear(expiry),
      behaviour: behaviourOf(digits),
    };
    await this.repository.insertCard(this.repository.db, cardRow(token, card));
    return boundCard(token, card);
  }

  private async bind(
    session: SessionRow,
    card: PendingCard,
    from: SessionRow['status'][],
  ): Promise<SubmitResult> {
    const token = newId('card');
    const callback = await this.repository.db.transaction(async (tx) => {
      const moved = await this.repository.moveSession(tx, session.id, from, {
        status: 'bound',
        cardToken: token,
        pendingCard: null,
      });
      if (!moved) return undefined;
      await this.repository.insertCard(tx, cardRow(token, card));
      const bound = boundCard(token, card);
      return this.dispatcher.enqueue(tx, {
        type: 'card.bound',
        data: {
          session: session.id,
          reference: session.reference,
          card: { token, last4: card.last4, brand: bound.brand, exp_month: card.month, exp_year: card.year },
        },
      });
    });
    if (callback === undefined) return { kind: 'gone' };
    // Awaited, so the card is usually there when the person lands back on the cards page.
    await this.dispatcher.deliverNow([callback]);
    return { kind: 'done', returnUrl: session.returnUrl };
  }

  private async refuse(session: SessionRow, code: string): Promise<SubmitResult> {
    const callback = await this.repository.db.transaction((tx) =>
      this.dispatcher.enqueue(tx, bindFailed(session, code)),
    );
    await this.dispatcher.deliverNow([callback]);
    return { kind: 'declined', code };
  }
}

function monthYear(expiry: Expiry): { month: number; year: number } {
  return { month: expiry.month, year: expiry.year };
}

function cardRow(token: string, card: PendingCard): CardRow {
  return {
    token,
    last4: card.last4,
    brand: card.brand,
    expMonth: card.month,
    expYear: card.year,
    behaviour: card.behaviour,
    createdAt: new Date(),
  };
}

function boundCard(token: string, card: PendingCard): BoundCard {
  return {
    token,
    pan: `**** ${card.last4}`,
    brand: card.brand,
    expiry: formatExpiry({ month: card.month, year: card.year }),
  };
}

function bindFailed(session: SessionRow, code: string): NewEvent {
  return { type: 'card.bind_failed', data: { session: session.id, reference: session.reference, code } };
}
