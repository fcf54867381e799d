import { CALL_LOADERS, type CallDef, type CallName } from '@ijara/contract';

export type ApiCall = CallDef & { name: CallName };

/**
 * The contract's definition of a call: method, path, access, request and response schemas. Its module
 * is a lazy chunk of its own (contract CALL_LOADERS), so a page downloads a call's schemas, and zod,
 * when it first makes the call, not with the page (docs/decisions/030).
 */
export async function loadCall(name: CallName): Promise<ApiCall> {
  const load = Object.hasOwn(CALL_LOADERS, name) ? CALL_LOADERS[name] : undefined;
  const loaded: Partial<Record<string, ApiCall>> | undefined = load ? await load() : undefined;
  const call = loaded?.[name];
  if (!call) throw new Error(`The contract has no module for the call ${name}`);
  return call;
}
