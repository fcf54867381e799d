import type pg from 'pg';

export interface NoticeHandlers {
  notice(payload: string): void;
  /**
   * `true` once notices are heard, `false` when the connection is lost and notices may be missed;
   * a cache fed by notices must not answer while it is `false`.
   */
  hearing(live: boolean): void;
}

/** Stops listening; resolves when the connection is closed. */
export type StopListening = () => Promise<void>;

const RETRY_MS = { first: 250, max: 5_000 };

/**
 * LISTEN on one channel over a connection of its own (a pooled one would be handed to queries), kept
 * open across PostgreSQL restarts: when it drops, `hearing(false)`, then reconnects with backoff.
 */
export function listenPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  handlers: NoticeHandlers,
): StopListening {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = null;
      handlers.hearing(false);
      next.end().catch(() => {});
      if (!stopped) timer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => handlers.notice(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      if (client !== next) return;
      retryMs = RETRY_MS.first;
      handlers.hearing(true);
    } catch {
      lost();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    const open = client;
    client = null;
    handlers.hearing(false);
    await open?.end().catch(() => {});
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
