import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, createdAt, id } from './columns';

/**
 * Stored answers of POSTs that carry an Idempotency-Key: the same key returns the same answer for
 * 24 h; the same key with another request hash answers 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Call path, e.g. "subscription/create/". */
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running, or when it ended without an answer kept. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    /**
     * The row the request committed (subscription/create/: the subscription), written in the same
     * transaction as that row: once set, the key replays it and never runs again (docs/decisions/035).
     */
    effectId: integer('effect_id'),
    /** Raised when an abandoned run is taken over, so that run can no longer commit an effect. */
    generation: integer('generation').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    unique('idempotency_keys_client_key_unique').on(t.clientId, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/** Who did what, when and from where. Never codes, tokens or card data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: audit rows outlive what they describe. */
    clientId: integer('client_id'),
    actor: text('actor', { enum: ['client', 'staff', 'system', 'gateway'] }).notNull(),
    /** The staff member who acted (actor 'staff' through the staff app); null for the ops CLI's account. */
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    ip: text('ip'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_client_idx').on(t.clientId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    // A unit's trail (the staff stock page): its own rows, and the order rows naming it in details.
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_unit_idx')
      .on(sql`(${t.details}->>'unitId')`)
      .where(sql`(${t.details}->>'unitId') is not null`),
  ],
);
