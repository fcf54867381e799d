import { createHash } from 'node:crypto';
import type { ResolvedDraft } from './resolve-draft';

/**
 * What an order is of, as a fingerprint: the device, city, term, options and how it is received. The
 * promo code and the price agreed are left out: a second tab with another code is still the same
 * order. A client holds one status-1 order per fingerprint (docs/decisions/035).
 */
export function draftKey(draft: ResolvedDraft): string {
  const receive =
    draft.address === null ? `office:${draft.office?.id ?? ''}` : `address:${normalise(draft.address)}`;
  const parts = [
    `model:${draft.model.id}`,
    `city:${draft.cityId}`,
    `term:${draft.term}`,
    `insurance:${draft.insurance ? 1 : 0}`,
    `extras:${draft.extras
      .map((extra) => extra.id)
      .sort((a, b) => a - b)
      .join(',')}`,
    receive,
  ];
  return createHash('sha256').update(parts.join('|')).digest('base64url');
}

function normalise(address: string): string {
  return address.toLocaleLowerCase('ru').replace(/\s+/g, ' ').trim();
}
