import type { Locale, TSubscription, TTerm } from '@ijara/contract';
import { pick } from '../../lib/localize';
import type { SubscriptionsRepository } from './repository';

/** Reads a client's subscriptions in the shape of SPEC.md §3 (contract ZSubscription). */
export class SubscriptionsService {
  constructor(private readonly repository: SubscriptionsRepository) {}

  async list(clientId: number, locale: Locale): Promise<TSubscription[]> {
    const rows = await this.repository.listForClient(clientId);
    const extras = await this.repository.extrasOf(rows.map((row) => row.subscription.id));
    return rows.map(({ subscription: s, model, gadget, office }) => ({
      id: s.id,
      status: s.status,
      serial: s.serial,
      model: {
        id: model.id,
        name: pick(locale, model.nameRu, model.nameEn),
        gadgetID: gadget.id,
        gadgetName: pick(locale, gadget.nameRu, gadget.nameEn),
        specs: pick(locale, model.specsRu, model.specsEn),
      },
      term: s.term as TTerm,
      startDate: s.startDate,
      endDate: s.endDate,
      nextPaymentDate: s.nextPaymentDate,
      returnDate: s.returnDate,
      insurance: s.insurance,
      delivery: s.delivery,
      pickupAddress: office ? pick(locale, office.addressRu, office.addressEn) : null,
      deliveryAddress: s.deliveryAddress,
      promo: s.promo,
      total: s.monthlyTotal,
      extras: extras
        .filter((extra) => extra.subscriptionId === s.id)
        .map((extra) => ({
          id: extra.id,
          name: pick(locale, extra.nameRu, extra.nameEn),
          price: extra.price,
          billing: extra.billing,
        })),
      createdAt: s.createdAt.toISOString(),
    }));
  }
}
