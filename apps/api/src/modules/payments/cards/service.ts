import type { Locale, TBindReturnTo, TCard, TCardBindFailure } from '@ijara/contract';
import { bindFailureTextKey, specText, ZCardBrand } from '@ijara/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { type BoundCard, GatewayUnavailable, type PaymentGateway } from '../../../gateways/types';
import type { CatalogService } from '../../catalog/index';
import { type ActedBy, audit } from '../audit';
import { BIND_FAILED, type CardRepository, type CardRow, type ShownCard } from './repository';

export function toCard(row: ShownCard): TCard {
  return {
    id: row.id,
    pan: row.maskedPan,
    brand: ZCardBrand.safeParse(row.brand).data ?? 'other',
    expiry: row.expiry,
    active: row.active,
  };
}

/** The page the gateway sends the person back to, in their language (SPEC.md §2: /en/ prefix). */
export function returnPath(returnTo: TBindReturnTo | undefined, locale: Locale): string {
  return `${locale === 'en' ? '/en' : ''}/${returnTo ?? 'cards'}/`;
}

/** Bound cards: binding through the gateway's page, the one active card, removal rules. */
export class CardService {
  constructor(
    private readonly repository: CardRepository,
    private readonly gateway: PaymentGateway,
    private readonly catalog: CatalogService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async bind(
    clientId: number,
    input: { city: number; returnTo?: TBindReturnTo | undefined },
    locale: Locale,
  ): Promise<string> {
    await this.catalog.assertChoice(input.city, undefined);
    try {
      const session = await this.gateway.createBindingSession({
        reference: String(clientId),
        returnUrl: returnPath(input.returnTo, locale),
        locale,
      });
      return session.url;
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw new AppError('gateway_unavailable', { cause: error });
      throw error;
    }
  }

  /**
   * payment/cards/: the cards, and the gateway's refusal the person has not yet answered with a card
   * (bindFailure), in one read.
   */
  async page(
    clientId: number,
    locale: Locale,
  ): Promise<{ cards: TCard[]; bindFailure: TCardBindFailure | null }> {
    const { cards, failure } = await this.repository.page(clientId);
    return {
      cards: cards.map(toCard),
      bindFailure: failure && {
        code: failure.code,
        message: specText(bindFailureTextKey(failure.code), locale),
        at: failure.at.toISOString(),
      },
    };
  }

  async activate(clientId: number, cardId: number, by: ActedBy): Promise<TCard[]> {
    return this.change(clientId, async (tx, owned) => {
      const card = owned.find((row) => row.id === cardId);
      if (!card) throw new AppError('not_found');
      if (card.active) return;
      await this.repository.activate(tx, clientId, cardId);
      await audit(tx, by, { clientId, action: 'card.activate', entity: 'card', entityId: cardId });
    });
  }

  /**
   * Removes a card; a provider that keeps tokens (Freedom Pay) is then asked to delete its token. That
   * ask may fail (logged): the card is gone for us either way and is never charged again.
   */
  async remove(clientId: number, cardId: number, by: ActedBy): Promise<TCard[]> {
    let token: string | undefined;
    const cards = await this.change(clientId, async (tx, owned) => {
      const card = owned.find((row) => row.id === cardId);
      if (!card) throw new AppError('not_found');
      token = card.gatewayToken;
      if (owned.length === 1 && (await this.repository.hasPayingSubscription(tx, clientId))) {
        throw new AppError('card_required');
      }
      await this.repository.remove(tx, cardId);
      let successor: number | null = null;
      if (card.active) {
        successor = (await this.repository.newest(tx, clientId))?.id ?? null;
        if (successor !== null) await this.repository.activate(tx, clientId, successor);
      }
      await audit(tx, by, {
        clientId,
        action: 'card.remove',
        entity: 'card',
        entityId: cardId,
        details: { wasActive: card.active, activeCardId: successor },
      });
    });
    if (token && this.gateway.removeCard) {
      await this.gateway.removeCard(token).catch((error: unknown) => {
        this.log.warn(
          { cardId, reason: error instanceof Error ? error.message : error },
          'gateway kept a removed card token',
        );
      });
    }
    return cards;
  }

  /** A card.bound callback, inside the callback's transaction. Known tokens change nothing. */
  async addFromGateway(tx: Db, clientId: number, card: BoundCard) {
    if (!(await this.repository.lockClient(tx, clientId))) return false;
    const row = await this.repository.insert(tx, clientId, this.gateway.name, card);
    if (!row) return false;
    await audit(
      tx,
      { actor: 'gateway' },
      {
        clientId,
        action: 'card.bind',
        entity: 'card',
        entityId: row.id,
        details: { active: row.active },
      },
    );
    return true;
  }

  /** A card.bind_failed callback, inside the callback's transaction: the page back from the gateway reads it. */
  async recordBindFailure(tx: Db, clientId: number, code: string): Promise<void> {
    await audit(
      tx,
      { actor: 'gateway' },
      { clientId, action: BIND_FAILED, entity: 'card', entityId: null, details: { code } },
    );
  }

  /** Erasure (docs/decisions/022): detaches every card of the client, inside the erasure's transaction. */
  detachAll(tx: Db, clientId: number): Promise<number> {
    return this.repository.detachAll(tx, clientId);
  }

  /** Cards whose gateway token is still held (the ops erase preview). */
  countAttached(clientId: number): Promise<number> {
    return this.repository.countAttached(clientId);
  }

  /** Runs a change under the client's lock with the client's current cards; answers the cards after it. */
  private async change(
    clientId: number,
    apply: (tx: Db, owned: CardRow[]) => Promise<void>,
  ): Promise<TCard[]> {
    const db = this.repository.db;
    const rows = await db.transaction(async (tx) => {
      if (!(await this.repository.lockClient(tx, clientId))) throw new AppError('unauthorized');
      await apply(tx, await this.repository.list(clientId, tx));
      return this.repository.list(clientId, tx);
    });
    return rows.map(toCard);
  }
}
