import type { Mock } from 'vitest';
import { vi } from 'vitest';

export interface Recorded {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Reply = Response | Error | ((call: Recorded) => Response | Error);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * A fetch that answers from a queue (one reply per call, the last one repeating) or a router function,
 * and records every request with its headers as a plain object.
 */
export function fakeFetch(...replies: Reply[]): Mock<typeof fetch> & { calls: Recorded[] } {
  const calls: Recorded[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call = { url: String(input), init, headers };
    calls.push(call);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    const value = typeof reply === 'function' ? reply(call) : reply;
    if (!value) throw new Error('fakeFetch: no reply');
    if (value instanceof Error) throw value;
    return value.clone();
  });
  return Object.assign(fn, { calls });
}

/** Routes /api/v3/<path> to canned answers; anything else is the api's 501. */
export function apiRoutes(answers: Record<string, unknown>) {
  return (call: Recorded): Response => {
    const path = new URL(call.url, 'http://localhost').pathname.replace('/api/v3/', '');
    if (path in answers) return json(answers[path]);
    return json({ statusCode: '501', code: 'not_implemented', message: 'Not implemented' }, 501);
  };
}
