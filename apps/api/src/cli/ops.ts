import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale, TErrorResponse } from '@ijara/contract';
import { REPO_ROOT } from '../config/index';
import { OPS_PREFIX, type OpsResponse } from '../modules/ops/commands';
import { readApiUrl, readToken } from '../modules/ops/ops-token';
import { type Invocation, parseInvocation, USAGE, UsageError } from './ops-args';
import { formatAnswer } from './ops-format';

/**
 * `npm run ops -- <command>`: the staff actions, sent to the running api's /api/ops/ (never to the
 * database: PGlite's folder belongs to the api process). Exit 0 done, 1 refused or unreachable,
 * 2 a command line that cannot be sent.
 */
function target(env: NodeJS.ProcessEnv): { url: string; token: string } {
  const file = path.resolve(env.OPS_TOKEN_FILE ?? path.join(REPO_ROOT, 'data/ops-token'));
  // OPS_URL, else this machine's PORT, else where the api on this machine said it listens, else 3000.
  const local = env.PORT ? `http://127.0.0.1:${env.PORT}` : (readApiUrl(file) ?? 'http://127.0.0.1:3000');
  const url = (env.OPS_URL ?? local).replace(/\/+$/, '');
  const token = env.OPS_TOKEN ?? readToken(file);
  if (!token) {
    throw new UsageError(
      `no ops token: set OPS_TOKEN, or start the api in development once to write ${file}`,
    );
  }
  return { url, token };
}

/** The operator's language from LANG (ru_RU.UTF-8 → ru); English otherwise. */
function localeOf(env: NodeJS.ProcessEnv): Locale {
  return /^ru/i.test(env.LANG ?? '') ? 'ru' : 'en';
}

async function send(invocation: Invocation, env: NodeJS.ProcessEnv): Promise<number> {
  const { url, token } = target(env);
  const locale = localeOf(env);
  let response: Response;
  try {
    response = await fetch(`${url}${OPS_PREFIX}${invocation.command}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': locale },
      body: JSON.stringify(invocation.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    console.error(
      `Cannot reach the api at ${url} (${(error as Error).message}). Is it running? Set OPS_URL.`,
    );
    return 1;
  }
  const answer = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = answer as Partial<TErrorResponse> | null;
    // A field of several lines (each problem of a catalogue file) prints one line each, indented.
    const fields = Object.entries(error?.fields ?? {}).map(([name, text]) =>
      text.includes('\n') ? `  ${name}:\n    ${text.split('\n').join('\n    ')}` : `  ${name}: ${text}`,
    );
    console.error([`${response.status} ${error?.message ?? response.statusText}`, ...fields].join('\n'));
    return 1;
  }
  if (invocation.command === 'catalogue-export' && !invocation.json) {
    writeCatalogue(invocation.output, (answer as OpsResponse<'catalogue-export'>).file);
    return 0;
  }
  console.info(
    invocation.json ? JSON.stringify(answer, null, 2) : formatAnswer(invocation.command, answer, locale),
  );
  return 0;
}

/** The exported file as the api wrote it, byte for byte: to `file`, else to standard output. */
function writeCatalogue(file: string | undefined, text: string): void {
  if (file === undefined) {
    // A reader that stops early (`| head`) closes the pipe: not an error of the export.
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
    process.stdout.write(text);
    return;
  }
  writeFileSync(file, text);
  console.info(`Catalogue written to ${file} (${Buffer.byteLength(text)} bytes).`);
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  try {
    const invocation = parseInvocation(argv, env);
    if (invocation === 'help') {
      console.info(USAGE);
      return 0;
    }
    return await send(invocation, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`ops: ${error.message}\n\n${USAGE}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
