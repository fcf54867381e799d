import { createHash } from 'node:crypto';
import { CALLS, type CallName, type CallResponse } from '@ijara/contract';
import type { z } from 'zod';

/**
 * An answer already encoded through its contract schema and turned into JSON text, with the ETag of
 * that text, so a browser that has it gets 304 Not Modified instead of the whole catalogue again.
 */
export class SerializedAnswer<N extends CallName = CallName> {
  readonly etag: string;

  constructor(
    readonly name: N,
    readonly json: string,
  ) {
    this.etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  }
}

const answers = new WeakMap<object, SerializedAnswer>();

/**
 * For answers built from cached data: encodes through the contract schema once per cached object
 * (`key`) instead of once per request. Encoding a whole catalogue costs about a millisecond, which
 * would otherwise cap the busiest call near 1,000 answers a second.
 */
export function serializeOnce<N extends CallName>(
  name: N,
  key: object,
  build: () => CallResponse<N>,
): SerializedAnswer<N> {
  const hit = answers.get(key);
  if (hit?.name === name) return hit as SerializedAnswer<N>;
  const answer = new SerializedAnswer(
    name,
    JSON.stringify((CALLS[name].response as z.ZodType).encode(build())),
  );
  answers.set(key, answer);
  return answer;
}
