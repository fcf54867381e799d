import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  extras,
  gadgets,
  models,
  pickupOffices,
  subscriptionExtras,
  subscriptions,
} from '../../db/schema/index';

/** A client's subscriptions with what the list shows: model, gadget, office and extras. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  listForClient(clientId: number) {
    return this.db
      .select({
        subscription: subscriptions,
        model: {
          id: models.id,
          nameRu: models.nameRu,
          nameEn: models.nameEn,
          specsRu: models.specsRu,
          specsEn: models.specsEn,
        },
        gadget: { id: gadgets.id, nameRu: gadgets.nameRu, nameEn: gadgets.nameEn },
        office: { addressRu: pickupOffices.addressRu, addressEn: pickupOffices.addressEn },
      })
      .from(subscriptions)
      .innerJoin(models, eq(models.id, subscriptions.modelId))
      .innerJoin(gadgets, eq(gadgets.id, models.gadgetId))
      .leftJoin(pickupOffices, eq(pickupOffices.id, subscriptions.officeId))
      .where(eq(subscriptions.clientId, clientId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  }

  extrasOf(subscriptionIds: number[]) {
    if (subscriptionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        subscriptionId: subscriptionExtras.subscriptionId,
        id: extras.id,
        nameRu: extras.nameRu,
        nameEn: extras.nameEn,
        price: subscriptionExtras.price,
        billing: subscriptionExtras.billing,
      })
      .from(subscriptionExtras)
      .innerJoin(extras, eq(extras.id, subscriptionExtras.extraId))
      .where(inArray(subscriptionExtras.subscriptionId, subscriptionIds))
      .orderBy(asc(extras.id));
  }
}
