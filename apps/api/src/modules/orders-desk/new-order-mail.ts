import { fillPlaceholders, formatPhone, SUBSCRIPTION_STATUS } from '@ijara/contract';
import { STAFF_APP_PATH, STAFF_TEXTS } from '@ijara/contract/staff';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { FIRST_PERIOD, staffMails } from '../../db/schema/index';
import { statusSql } from '../../db/statuses';
import { rawRows } from '../../lib/raw-rows';
import type { SettlementObserver } from '../payments/index';

/** The period checkout charges: its payment makes an order one to hand over. */

interface NewOrder {
  id: number;
  delivery: 'pickup' | 'delivery';
  model: string;
  office: string | null;
  address: string | null;
  city: string;
  name: string;
  phone: string;
}

/** The order, if it still waits for its hand-over, and the active operators it is for. */
async function orderAndOperators(tx: Db, subscriptionId: number) {
  const [order] = await rawRows<NewOrder>(
    tx,
    sql`select s.id, s.delivery, m.name_ru as model, o.name_ru || ', ' || o.address_ru as office,
               s.delivery_address as address, ci.name_ru as city,
               trim(c.first_name || ' ' || c.last_name) as name, c.phone
        from subscriptions s join models m on m.id = s.model_id join clients c on c.id = s.client_id
          join cities ci on ci.id = s.city_id left join pickup_offices o on o.id = s.office_id
        where s.id = ${subscriptionId} and s.status = ${statusSql(SUBSCRIPTION_STATUS.created)}`,
  );
  if (!order) return null;
  const operators = await rawRows<{ id: number }>(
    tx,
    sql`select st.id from staff st
        join subscriptions s on s.id = ${subscriptionId}
        where st.active and st.role = 'operator'
          and ((s.delivery = 'pickup' and s.office_id = any(st.offices))
            or (s.delivery = 'delivery' and exists (
              select 1 from pickup_offices po where po.id = any(st.offices) and po.city_id = s.city_id)))`,
  );
  return { order, operators };
}

/**
 * The staff notice of issue 29: a new paid order is e-mailed to the operators of its office (a pickup)
 * or of its city's offices (a delivery), written in the transaction that settles the first charge and
 * sent by the `staff-mail` job. Staff read Russian by default.
 */
export function newOrderMail(origin: string): SettlementObserver {
  return async (tx, settled) => {
    const { payment } = settled;
    if (settled.status !== 'succeeded' || payment.period !== FIRST_PERIOD || payment.subscriptionId === null)
      return;
    const found = await orderAndOperators(tx, payment.subscriptionId);
    if (!found || found.operators.length === 0) return;
    const { order } = found;
    const texts = STAFF_TEXTS.ru;
    const values = {
      id: order.id,
      model: order.model,
      where:
        order.delivery === 'pickup'
          ? fillPlaceholders(texts.staffNewOrderPickup, { office: order.office ?? '—' })
          : fillPlaceholders(texts.staffNewOrderDelivery, {
              city: order.city,
              address: order.address ?? '—',
            }),
      name: order.name,
      phone: formatPhone(order.phone),
      link: `${origin}${STAFF_APP_PATH}orders/${order.id}/`,
    };
    await tx
      .insert(staffMails)
      .values(
        found.operators.map((operator) => ({
          staffId: operator.id,
          dedupeKey: `new-order:${order.id}:${operator.id}`,
          subject: fillPlaceholders(texts.staffNewOrderSubject, values),
          text: fillPlaceholders(texts.staffNewOrderText, values),
        })),
      )
      .onConflictDoNothing();
  };
}
