import type { Locale, TPaymentLine } from '@ijara/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  cities,
  clients,
  extras,
  FIRST_PERIOD,
  models,
  payments,
  pickupOffices,
  sessions,
  subscriptionExtras,
  subscriptions,
} from '../../db/schema/index';
import { paymentLinesOf } from '../payments/index';

/** Both languages of a name, as the catalogue keeps them. */
export interface Names {
  ru: string;
  en: string;
}

/** What a contract names: the order as checkout wrote it, the client, and the first payment. */
export interface ContractRow {
  id: number;
  status: number;
  serial: string | null;
  term: number;
  startDate: string | null;
  endDate: string | null;
  insurance: boolean;
  insuranceMonthly: number;
  delivery: 'delivery' | 'pickup';
  deliveryAddress: string | null;
  discount: number;
  termPrices: Record<string, number> | null;
  monthlyTotal: number;
  firstPayment: number;
  createdAt: Date;
  client: { firstName: string; lastName: string; patronymic: string; phone: string };
  model: Names;
  city: Names;
  office: { name: Names; address: Names } | null;
}

export interface ContractExtra {
  id: number;
  name: Names;
  price: number;
  billing: 'monthly' | 'once';
}

/** The order's first payment (checkout's, period 1); null when nothing was due at checkout. */
export interface FirstPayment {
  id: number;
  status: 'success' | 'fail' | 'processing';
  amount: number;
  paidAt: Date | null;
}

const contractColumns = {
  id: subscriptions.id,
  status: subscriptions.status,
  serial: subscriptions.serial,
  term: subscriptions.term,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  insurance: subscriptions.insurance,
  insuranceMonthly: subscriptions.insuranceMonthly,
  delivery: subscriptions.delivery,
  deliveryAddress: subscriptions.deliveryAddress,
  discount: subscriptions.discount,
  termPrices: subscriptions.termPrices,
  monthlyTotal: subscriptions.monthlyTotal,
  firstPayment: subscriptions.firstPayment,
  createdAt: subscriptions.createdAt,
  client: {
    firstName: clients.firstName,
    lastName: clients.lastName,
    patronymic: clients.patronymic,
    phone: clients.phone,
  },
  model: { ru: models.nameRu, en: models.nameEn },
  city: { ru: cities.nameRu, en: cities.nameEn },
  officeNameRu: pickupOffices.nameRu,
  officeNameEn: pickupOffices.nameEn,
  officeAddressRu: pickupOffices.addressRu,
  officeAddressEn: pickupOffices.addressEn,
};

/** The subscription with its client, model, city and office: `select` of the columns above. */
function joined(db: Db) {
  return db
    .select(contractColumns)
    .from(subscriptions)
    .innerJoin(clients, eq(clients.id, subscriptions.clientId))
    .innerJoin(models, eq(models.id, subscriptions.modelId))
    .innerJoin(cities, eq(cities.id, subscriptions.cityId))
    .leftJoin(pickupOffices, eq(pickupOffices.id, subscriptions.officeId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof joined>['limit']>>[number];

function toRow(selected: Selected): ContractRow {
  const { officeNameRu, officeNameEn, officeAddressRu, officeAddressEn, ...row } = selected;
  return {
    ...row,
    office:
      officeNameRu === null || officeNameEn === null || officeAddressRu === null || officeAddressEn === null
        ? null
        : {
            name: { ru: officeNameRu, en: officeNameEn },
            address: { ru: officeAddressRu, en: officeAddressEn },
          },
  };
}

/** Reads what a subscription's contract prints; a session reads only its client's. */
export class ContractRepository {
  constructor(private readonly db: Db) {}

  /**
   * A subscription of the session's client, with the session's token hash — the key of its download
   * links (decision 028). Null when it is someone else's or does not exist, or the session has ended.
   */
  async findForSession(
    sessionId: number,
    subscriptionId: number,
  ): Promise<{ row: ContractRow; tokenHash: string } | null> {
    const [found] = await this.db
      .select({ ...contractColumns, tokenHash: sessions.tokenHash })
      .from(subscriptions)
      .innerJoin(clients, eq(clients.id, subscriptions.clientId))
      .innerJoin(models, eq(models.id, subscriptions.modelId))
      .innerJoin(cities, eq(cities.id, subscriptions.cityId))
      .leftJoin(pickupOffices, eq(pickupOffices.id, subscriptions.officeId))
      .innerJoin(sessions, eq(sessions.clientId, subscriptions.clientId))
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (!found) return null;
    const { tokenHash, ...row } = found;
    return { row: toRow(row), tokenHash };
  }

  /** A subscription whoever's it is (the e-mail of its contract). */
  async byId(subscriptionId: number): Promise<ContractRow | null> {
    const [found] = await joined(this.db).where(eq(subscriptions.id, subscriptionId)).limit(1);
    return found ? toRow(found) : null;
  }

  async extras(subscriptionId: number): Promise<ContractExtra[]> {
    const rows = await this.db
      .select({
        id: extras.id,
        nameRu: extras.nameRu,
        nameEn: extras.nameEn,
        price: subscriptionExtras.price,
        billing: subscriptionExtras.billing,
      })
      .from(subscriptionExtras)
      .innerJoin(extras, eq(extras.id, subscriptionExtras.extraId))
      .where(eq(subscriptionExtras.subscriptionId, subscriptionId))
      .orderBy(asc(extras.id));
    return rows.map(({ nameRu, nameEn, ...extra }) => ({ ...extra, name: { ru: nameRu, en: nameEn } }));
  }

  async firstPayment(subscriptionId: number): Promise<FirstPayment | null> {
    const [row] = await this.db
      .select({ id: payments.id, status: payments.status, amount: payments.amount, paidAt: payments.paidAt })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, subscriptionId),
          eq(payments.period, FIRST_PERIOD),
          eq(payments.type, 'subscription'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The payment's lines in `locale`; empty for a payment made before lines were kept. */
  async lines(paymentId: number, locale: Locale): Promise<TPaymentLine[]> {
    return (await paymentLinesOf(this.db, [paymentId], locale)).get(paymentId) ?? [];
  }
}
