import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  extras,
  gadgets,
  models,
  pickupOffices,
  subscriptionExtras,
  subscriptions,
} from '../../db/schema/index';

/** Subscriptions with what the list shows: model, gadget, office and extras. */
export class SubscriptionsRepository {
  /** A client's subscriptions, newest first. */
  listForClient(db: Db, clientId: number) {
    return this.select(db, eq(subscriptions.clientId, clientId));
  }

  /** One subscription, whoever's it is (staff answers). */
  byId(db: Db, subscriptionId: number) {
    return this.select(db, eq(subscriptions.id, subscriptionId));
  }

  extrasOf(db: Db, subscriptionIds: number[]) {
    if (subscriptionIds.length === 0) return Promise.resolve([]);
    return db
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

  private select(db: Db, where: SQL | undefined) {
    return db
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
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  }
}

export type ListedSubscription = Awaited<ReturnType<SubscriptionsRepository['listForClient']>>[number];
export type ListedExtra = Awaited<ReturnType<SubscriptionsRepository['extrasOf']>>[number];
