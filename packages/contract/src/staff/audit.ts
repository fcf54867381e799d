import { z } from 'zod';
import { INT4_MAX, ok, ZIsoDateTime } from '../envelope';

/** The audit view of the staff app (issue 29): every recorded action, newest first, by pages. */

export const AUDIT_PAGE_SIZE = 50;
/** Who acted: the client, a staff member (or the ops CLI's automation account), a job, the gateway. */
export const AUDIT_ACTORS = ['client', 'staff', 'system', 'gateway'] as const;

const ZQueryId = z.coerce.number().int().positive().max(INT4_MAX);

/** GET audit/?staff=&client=&action=&before= — `action` is a prefix ("payment." or a whole action). */
export const ZStaffAuditQuery = z.object({
  staff: ZQueryId.optional(),
  client: ZQueryId.optional(),
  action: z.string().trim().max(80).optional(),
  /** The cursor: the id of the last row of the page before (audit ids are bigint). */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type TStaffAuditQuery = z.output<typeof ZStaffAuditQuery>;

export const ZStaffAuditEntry = z.object({
  id: z.number(),
  at: ZIsoDateTime,
  actor: z.enum(AUDIT_ACTORS),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  client: z.object({ id: z.number(), name: z.string(), phone: z.string() }).nullable(),
  action: z.string(),
  /** What was acted on ('client', 'payment', 'subscription', 'staff'…) and its id. */
  entity: z.string().nullable(),
  entityID: z.string().nullable(),
  subscriptionID: z.number().nullable(),
  /** As recorded: ids, amounts, reasons, and `before`/`after` objects where the action changed a row. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TStaffAuditEntry = z.infer<typeof ZStaffAuditEntry>;

/** `next`: the `before` of the next page; null on the last one. */
export const ZStaffAuditResponse = ok({ entries: z.array(ZStaffAuditEntry), next: z.number().nullable() });
export type TStaffAuditResponse = z.infer<typeof ZStaffAuditResponse>;

/** GET audit/kinds/: every action recorded so far, for the filter. */
export const ZStaffAuditKindsResponse = ok({ actions: z.array(z.string()) });
export type TStaffAuditKindsResponse = z.infer<typeof ZStaffAuditKindsResponse>;
