import type { Locale, TClaim, TClaimFile } from '@ijara/contract';
import { claimFileLinks } from './files';
import type { ClaimFileRef, ClaimRow } from './repository';

/** What a link is signed for: the session's key, its id, the language, and when links made now expire. */
export interface LinkContext {
  key: string;
  sessionId: number;
  locale: Locale;
  expires: number;
}

function toFile(file: ClaimFileRef, links: LinkContext): TClaimFile {
  const fields = { id: file.name, sessionId: links.sessionId, locale: links.locale, expires: links.expires };
  return {
    id: file.id,
    type: file.type,
    url: claimFileLinks.full.path(links.key, fields),
    thumb: file.type === 'image' ? claimFileLinks.thumb.path(links.key, fields) : null,
  };
}

/** A claim as the client sees it: its files by signed links, its decision and what is still due. */
export function toClaim(
  row: ClaimRow,
  files: readonly ClaimFileRef[],
  payment: { id: number; status: 'success' | 'fail' | 'processing' } | null,
  links: LinkContext,
): TClaim {
  const own = files.filter((file) => file.claimId === row.id);
  const report = own.find((file) => file.role === 'report');
  return {
    id: row.id,
    subscriptionID: row.subscriptionId,
    kind: row.kind,
    status: row.status,
    source: row.source,
    happenedAt: row.happenedAt.toISOString(),
    reportedAt: row.reportedAt.toISOString(),
    late: row.late,
    description: row.description,
    photos: own.filter((file) => file.role === 'photo').map((file) => toFile(file, links)),
    policeReport: report ? toFile(report, links) : null,
    outcome: row.outcome,
    amount: row.amount,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paymentID: payment?.id ?? null,
    paymentStatus: payment?.status ?? null,
    due: row.status === 'decided' && row.amount !== null ? row.amount : 0,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
