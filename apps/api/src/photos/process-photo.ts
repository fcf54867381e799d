import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GADGET_PHOTO_MAX_BYTES, GADGET_PHOTO_MAX_MEGAPIXELS, GADGET_PHOTO_WIDTHS } from '@ijara/contract';
import { AppError } from '../errors';
import { DecodingProcess } from './decoding-process';

export interface PhotoFile {
  width: number;
  height: number;
  bytes: Buffer;
}

/** One upload at its responsive widths; `version` names the upload in the files' URLs. */
export interface ProcessedPhoto {
  version: string;
  files: PhotoFile[];
}

/** Built beside the server (scripts/build-api.mjs); from source (tests, tsx) the TypeScript file. */
const BUILT = fileURLToPath(new URL('./photo-worker.js', import.meta.url));
const SOURCE = fileURLToPath(new URL('./photo-worker.ts', import.meta.url));
/** A decode that takes longer than this is stuck, or a bomb: the process is killed. */
const DECODE_TIMEOUT_MS = 30_000;
/** The decoding process's own ceiling (photo-worker.ts); a 16 MP photo takes ~120 MB. */
const WORKER_MAX_RSS_MB = 256;

const tooLarge = () =>
  new AppError('validation_failed', {
    text: 'opsImageTooLarge',
    values: () => ({
      max: String(GADGET_PHOTO_MAX_BYTES / 1024 / 1024),
      megapixels: String(GADGET_PHOTO_MAX_MEGAPIXELS),
    }),
  });
const unreadable = (cause?: unknown) =>
  new AppError('validation_failed', { text: 'opsImageUnreadable', cause });

/** The decoding process lives this long after its last upload (a hand-over sends several in a row). */
const WORKER_IDLE_MS = 3_000;

/** One decoding process, one upload at a time: uploads are rare, and two at once would double the peak. */
let queue: Promise<unknown> = Promise.resolve();
let decoder: DecodingProcess | undefined;

/**
 * The compiled worker beside the server, else PHOTO_WORKER_FILE (the api tests point it at the build
 * their global setup makes: a TypeScript loader costs ~2.5 CPU-seconds per upload), else the source.
 */
function workerFile(): { file: string; built: boolean } {
  if (existsSync(BUILT)) return { file: BUILT, built: true };
  const given = process.env.PHOTO_WORKER_FILE;
  if (given && existsSync(given)) return { file: given, built: true };
  return { file: SOURCE, built: false };
}

function decodingProcess(): DecodingProcess {
  const { file, built } = workerFile();
  return new DecodingProcess({
    file,
    execArgv: built ? [] : ['--import', 'tsx'],
    env: { ...process.env, PHOTO_WORKER_MAX_RSS_MB: String(WORKER_MAX_RSS_MB) },
    timeoutMs: DECODE_TIMEOUT_MS,
    idleMs: WORKER_IDLE_MS,
  });
}

/**
 * Checks an operator's upload and makes its WebP files, in a process of its own (photo-worker.ts),
 * one upload at a time: decoding a picture takes memory in proportion to its pixels, which the api
 * process would not give back.
 */
export async function processPhoto(
  input: Buffer,
  widths: readonly number[] = GADGET_PHOTO_WIDTHS,
  ownWidth = false,
): Promise<ProcessedPhoto> {
  if (input.length > GADGET_PHOTO_MAX_BYTES) throw tooLarge();
  decoder ??= decodingProcess();
  const worker = decoder;
  const turn = queue.then(() => worker.decode({ input, widths: [...widths], ownWidth }));
  queue = turn.catch(() => null);
  const result = await turn;
  if (!result) throw unreadable();
  if (!result.ok) {
    if (result.reason === 'tooLarge') throw tooLarge();
    if (result.reason === 'tooSmall') {
      const { width } = result;
      throw new AppError('validation_failed', {
        text: 'opsImageTooSmall',
        values: () => ({ width: String(width), min: String(widths[0]) }),
      });
    }
    throw unreadable();
  }
  const files = result.files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes) }));
  const version = createHash('sha256').update(input).digest('base64url').slice(0, 16);
  return { version, files };
}
