import type { z } from 'zod';

/** Who may make a call: anyone, a holder of a token (registration level), or a loaded client. */
export type Access = 'public' | 'token' | 'client';

export interface CallDef {
  /** The call's key in CALLS (the api's operationId, the name RESTRICTED_POSTS lists). */
  name: string;
  method: 'GET' | 'POST';
  /** Path under /api/v3/, ending with "/". */
  path: string;
  request: z.ZodType;
  response: z.ZodType;
  access: Access;
  /** Creates or charges something: the client sends an Idempotency-Key and may retry. */
  idempotent?: boolean;
  /**
   * A POST that changes nothing (it sends a draft to be priced): its access check may use a principal
   * looked up a few seconds ago, as a GET's does, and it does not make the next read look again.
   */
  readOnly?: boolean;
  /** A body larger than the api's 64 KB (photos as base64): the most this call accepts, in bytes. */
  bodyLimit?: number;
}

/** What the caller of a call sends, and what its answer parses to. */
export type CallDefRequest<C extends CallDef> = z.input<C['request']>;
export type CallDefResponse<C extends CallDef> = z.output<C['response']>;

// Each call is its own module, calls/<name in kebab case>.ts (calls/info-catalog.ts: `infoCatalog`),
// one object literal taking its path from ../call-paths.ts, the call table. From that table come CALLS
// (calls/index.ts, `@ijara/contract/calls`, what the api routes) and CALL_LOADERS (../call-loaders.ts,
// one dynamic import per module), with which the web loads a call's module at its first call, so a page
// carries no schema, and no zod, before it makes a call (docs/decisions/030). One module per call,
// because a bundler places whole modules in chunks.
