import { CLAIM_KINDS, CLAIM_OUTCOMES, CLAIM_SOURCES, CLAIM_STATUSES } from '@ijara/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, bytea, createdAt, id, money, updatedAt } from './columns';
import { staff } from './staff';
import { deviceUnits } from './stock';
import { subscriptions } from './subscriptions';

/**
 * A device broken, lost or stolen (the offer, section 6; docs/decisions/059). At most one open claim
 * (received, assessing, decided) per subscription: the partial unique index holds it whatever runs at
 * once. The insurance and the device's value are copied from the subscription when it is reported; the
 * amount is computed by the contract's `claimLiability` at the decision, never sent by a client, and may
 * only be lowered (the check below).
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    /** client: reported on the subscription's page; return: a return received as damaged. */
    source: text('source', { enum: CLAIM_SOURCES }).notNull().default('client'),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('received'),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    /** Reported more than CLAIM_REPORT_HOURS after it happened: staff decide whether the cover applies. */
    late: boolean('late').notNull().default(false),
    description: text('description').notNull(),
    insured: boolean('insured').notNull(),
    /** The subscription's device_value when reported (minor units). */
    deviceValue: money('device_value').notNull(),
    /** The unit the client had when it was reported (a replacement changes the subscription's, not this). */
    unitId: integer('unit_id').references(() => deviceUnits.id),
    takenBy: integer('taken_by').references(() => staff.id),
    takenAt: at('taken_at'),
    outcome: text('outcome', { enum: CLAIM_OUTCOMES }),
    coverApplies: boolean('cover_applies'),
    repairCost: money('repair_cost'),
    /** What the offer computes for the decision; `amount` is it, or less with a reason. */
    computedAmount: money('computed_amount'),
    amount: money('amount'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: at('decided_at'),
    /** The unit a replacement swapped in. */
    replacementUnitId: integer('replacement_unit_id').references(() => deviceUnits.id),
    /** Paid or closed at. */
    finishedAt: at('finished_at'),
    /** Raised by every change; staff send the version they saw (two decisions at once: one wins). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('claims_one_open_per_subscription')
      .on(t.subscriptionId)
      .where(sql`${t.status} in ('received', 'assessing', 'decided')`),
    index('claims_client_idx').on(t.clientId, t.createdAt),
    index('claims_status_idx').on(t.status, t.createdAt),
    check('claims_kind_valid', sql`${t.kind} in ('broken', 'lost', 'stolen')`),
    check('claims_source_valid', sql`${t.source} in ('client', 'return')`),
    check('claims_status_valid', sql`${t.status} in ('received', 'assessing', 'decided', 'paid', 'closed')`),
    check(
      'claims_outcome_valid',
      sql`${t.outcome} is null or ${t.outcome} in ('repair', 'replace', 'written_off', 'rejected')`,
    ),
    check(
      'claims_decided_valid',
      sql`(${t.status} in ('received', 'assessing')) = (${t.outcome} is null) and (${t.outcome} is null) = (${t.amount} is null)`,
    ),
    check(
      'claims_amount_valid',
      sql`${t.amount} is null or (${t.amount} >= 0 and ${t.amount} <= ${t.computedAmount})`,
    ),
    check(
      'claims_money_nonnegative',
      sql`${t.deviceValue} >= 0 and (${t.repairCost} is null or ${t.repairCost} >= 0)`,
    ),
  ],
);

/**
 * A claim's files: up to 5 photos (WebP, a large one and a thumbnail, as condition photos are) and a
 * theft's police report (WebP, or the PDF as sent). In the database like the condition photos
 * (docs/decisions/040); `name` is random, and the only name a link carries.
 */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: id(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url: what a link names. */
    name: text('name').notNull().unique(),
    role: text('role', { enum: ['photo', 'report'] }).notNull(),
    type: text('type', { enum: ['image', 'pdf'] }).notNull(),
    position: integer('position').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: bytea('bytes').notNull(),
    /** 320 px WebP; null for a PDF. */
    thumb: bytea('thumb'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('claim_files_claim_position_unique').on(t.claimId, t.role, t.position),
    check('claim_files_role_valid', sql`${t.role} in ('photo', 'report')`),
    check(
      'claim_files_type_valid',
      sql`${t.type} in ('image', 'pdf') and (${t.type} = 'pdf') = (${t.thumb} is null)`,
    ),
  ],
);
