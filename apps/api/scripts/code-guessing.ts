import { randomInt } from 'node:crypto';
import {
  API_PREFIX,
  AUTH_LIMITS,
  buildRequestHeaders,
  DEV_OUTBOX_PATH,
  ZDevOutboxResponse,
} from '@ijara/contract';
import pg from 'pg';
import { type ApiProcess, startApiProcess } from './api-processes';

const SECRET = 'code-guessing-signature-secret';

export interface GuessingFigures {
  processes: number;
  attempts: number;
  /** Answers 200 with a token, in the parallel burst. */
  tokensIssued: number;
  /** Guesses compared with the code: answered invalid_code (the rest found no live code). */
  accepted: number;
  refusedNoLiveCode: number;
  /** Any other answer of the burst, counted by "status code" (e.g. "503 database_unavailable"). */
  otherAnswers: Record<string, number>;
  /** The code's try counter in the database after the burst. */
  countedTries: number;
  /** Status of the right code sent after the burst. */
  rightCodeAfterBurst: number;
  /** Statuses of six wrong codes in a row and then the right one, alternating processes. */
  sixWrongThenRight: number[];
  /** Sessions in the database for the phones attacked. */
  sessionsInDatabase: number;
  burstMs: number;
}

async function call(base: string, path: string, body: unknown): Promise<{ status: number; code?: string }> {
  const text = JSON.stringify(body);
  const headers = buildRequestHeaders({ appVersion: 'bench', locale: 'en', body: text, secret: SECRET });
  const response = await fetch(`${base}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: text,
  });
  const json = (await response.json()) as { code?: string };
  return { status: response.status, ...(json.code ? { code: json.code } : {}) };
}

function randomPhone(): string {
  return `996555${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function startSignIn(api: ApiProcess, phone: string): Promise<string> {
  const started = await call(api.url, 'auth/registration/', { phone, city: 1 });
  if (started.status !== 200) throw new Error(`registration answered ${started.status}`);
  const outbox = await fetch(`${api.url}${DEV_OUTBOX_PATH}?phone=${phone}`);
  const code = ZDevOutboxResponse.parse(await outbox.json()).messages[0]?.code;
  if (!code) throw new Error('no code in the dev outbox');
  return code;
}

function countOthers(answers: { status: number; code?: string }[]): Record<string, number> {
  const others: Record<string, number> = {};
  for (const { status, code } of answers) {
    if (status === 200 || code === 'invalid_code' || code === 'code_expired') continue;
    const key = `${status} ${code ?? '-'}`;
    others[key] = (others[key] ?? 0) + 1;
  }
  return others;
}

const wrong = (code: string, offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

/**
 * The "Done when" proof of issue 3: two api processes on one PostgreSQL database; `attempts` wrong
 * codes for one phone fired at once, half at each; then six wrong codes in a row and the right one.
 */
export async function runCodeGuessing(
  databaseUrl: string,
  attempts = 1_000,
  serverArgs?: string[],
): Promise<GuessingFigures> {
  const env = {
    DATABASE_URL: databaseUrl,
    API_SIGNATURE_SECRET: SECRET,
    CODE_CHANNELS: 'dev',
    // The guesses all come from this machine at once: the per-host connection cap is not what is measured.
    MAX_CONNECTIONS_PER_HOST: String(attempts + 100),
  };
  const apis = await Promise.all([startApiProcess(env, serverArgs), startApiProcess(env, serverArgs)]);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [a, b] = apis as [ApiProcess, ApiProcess];
    const phone = randomPhone();
    const code = await startSignIn(a, phone);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        call((i % 2 === 0 ? a : b).url, 'auth/confirmation/', { phone, code: wrong(code, i + 1) }),
      ),
    );
    const burstMs = Math.round(performance.now() - started);
    const tries = await db.query<{ attempts: number }>(
      'select attempts from auth_codes where phone = $1 order by id desc limit 1',
      [phone],
    );
    const rightAfter = await call(b.url, 'auth/confirmation/', { phone, code });

    const second = randomPhone();
    const secondCode = await startSignIn(b, second);
    const sixWrongThenRight: number[] = [];
    for (let i = 1; i <= 6; i++) {
      sixWrongThenRight.push(
        (await call((i % 2 ? a : b).url, 'auth/confirmation/', { phone: second, code: wrong(secondCode, i) }))
          .status,
      );
    }
    sixWrongThenRight.push(
      (await call(a.url, 'auth/confirmation/', { phone: second, code: secondCode })).status,
    );

    const sessions = await db.query<{ n: number }>(
      'select count(*)::int as n from sessions s join clients c on c.id = s.client_id where c.phone = any($1)',
      [[phone, second]],
    );
    return {
      processes: apis.length,
      attempts,
      tokensIssued: answers.filter((r) => r.status === 200).length,
      accepted: answers.filter((r) => r.code === 'invalid_code').length,
      refusedNoLiveCode: answers.filter((r) => r.code === 'code_expired').length,
      otherAnswers: countOthers(answers),
      countedTries: tries.rows[0]?.attempts ?? -1,
      rightCodeAfterBurst: rightAfter.status,
      sixWrongThenRight,
      sessionsInDatabase: sessions.rows[0]?.n ?? -1,
      burstMs,
    };
  } finally {
    await db.end();
    await Promise.all(apis.map((api) => api.stop()));
  }
}

/** Wrong codes a code survives (DESIGN.md §5): the most guesses that may ever be compared. */
export const MAX_TRIES = AUTH_LIMITS.maxWrongCodes;
