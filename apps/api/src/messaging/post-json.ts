import { ChannelError } from './transport';

export interface PostJsonOptions {
  /** Names the gateway in errors; URLs are not used, as some carry a token (Telegram). */
  gateway: string;
  token?: string | undefined;
  timeoutMs: number;
}

/**
 * POSTs JSON and resolves when the gateway answers 2xx; anything else throws a ChannelError. The one
 * HTTP call of the WhatsApp, SMS and Telegram transports.
 */
export async function postJson(url: string, body: unknown, options: PostJsonOptions): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'is unreachable';
    throw new ChannelError(`${options.gateway} ${reason}`, { cause: error });
  }
  // Read the body so the connection can be reused; its content is not needed.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    throw new ChannelError(`${options.gateway} answered ${response.status}`, { status: response.status });
  }
}
