import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { at, createdAt, id } from './columns';

/**
 * Messages to a client waiting for a channel to send them (an outbox): the text is a contract text
 * key with its values, rendered in the client's language when it is sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    textKey: text('text_key').notNull(),
    values: jsonb('values').notNull().default({}),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('notifications_client_idx').on(t.clientId, t.createdAt),
    index('notifications_unsent_idx').on(t.sentAt),
  ],
);
