import type { CallDef, CallName } from '@ijara/contract';

export type ApiCall = CallDef & { name: CallName };

// One lazy chunk per call module of the contract (calls/<name in kebab case>.ts), so a page downloads a
// call's schemas, and zod, when it first makes the call, not with the page (docs/decisions/030).
const MODULES = import.meta.glob<Record<string, ApiCall>>('../../../../../packages/contract/src/calls/*.ts');

const fileOf = (name: CallName) =>
  `../../../../../packages/contract/src/calls/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

/** The contract's definition of a call: method, path, access, request and response schemas. */
export async function loadCall(name: CallName): Promise<ApiCall> {
  const load = MODULES[fileOf(name)];
  const call = load ? (await load())[name] : undefined;
  if (!call) throw new Error(`The contract has no module for the call ${name}`);
  return call;
}
