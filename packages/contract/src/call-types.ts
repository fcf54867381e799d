import type { z } from 'zod';
import type { CALL_PATHS, CallName } from './call-paths';
import type { CALLS } from './calls/index';

/** What the caller of a call sends, and what its answer parses to. */
export type CallRequest<N extends CallName> = z.input<(typeof CALLS)[N]['request']>;
export type CallResponse<N extends CallName> = z.output<(typeof CALLS)[N]['response']>;

type IsTrue<T extends true> = T;
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

/** Does not compile when a call's `name` is not its key in CALLS. */
type NameOfEveryCall = { [N in CallName]: (typeof CALLS)[N]['name'] extends N ? N : never }[CallName];
export type CallNamesMatch = IsTrue<CallName extends NameOfEveryCall ? true : false>;
/**
 * Does not compile when CALLS, which `npm run generate:calls -w @ijara/contract` writes from CALL_PATHS,
 * misses a call of it or names one it does not have (CALL_LOADERS checks itself with `satisfies`).
 */
export type CallPathsMatch = IsTrue<SameKeys<typeof CALL_PATHS, typeof CALLS>>;
/** Does not compile when a call's path is not the one CALL_PATHS gives it. */
type PathOfEveryCall = {
  [N in CallName]: (typeof CALLS)[N]['path'] extends (typeof CALL_PATHS)[N] ? N : never;
}[CallName];
export type CallPathsEqual = IsTrue<CallName extends PathOfEveryCall ? true : false>;
