import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, createdAt, id, money } from './columns';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Stored upper-case; matched case-insensitively by upper-casing the input. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['bonus', 'subscription'] }).notNull(),
    /** bonus: points credited; subscription: fixed monthly discount (or null with percent). */
    amount: money('amount'),
    percent: integer('percent'),
    /** Subscription codes: the discount is for the first month only, or for every month. */
    appliesTo: text('applies_to', { enum: ['first_month', 'every_month'] }),
    /** Global cap; used_count is raised atomically and the check stops it past the cap. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    active: boolean('active').notNull().default(true),
    /** Raised by each staff save or switch; a save from another version answers 409 (migration 0018). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_kind_valid', sql`${t.kind} in ('bonus', 'subscription')`),
    check('promo_codes_cap', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check('promo_codes_percent_range', sql`${t.percent} is null or ${t.percent} between 0 and 100`),
    check('promo_codes_amount_nonnegative', sql`${t.amount} is null or ${t.amount} >= 0`),
    check(
      'promo_codes_subscription_terms',
      sql`${t.kind} <> 'subscription' or ((${t.amount} is null) <> (${t.percent} is null) and ${t.appliesTo} is not null)`,
    ),
    check(
      'promo_codes_validity_order',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`,
    ),
    check(
      'promo_codes_applies_to_valid',
      sql`${t.appliesTo} is null or ${t.appliesTo} in ('first_month', 'every_month')`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    createdAt: createdAt(),
  },
  (t) => [unique('promo_redemptions_client_promo_unique').on(t.clientId, t.promoCodeId)],
);
