import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { AnswerEncoding } from './serialized-answer';

/** Drawings kept, ~3 KB each with their compressed forms: every outline and finish of a large catalogue. */
const KEPT_DRAWINGS = 1_000;

/**
 * One drawing's SVG with its ETag, compressed on first demand at a low effort: a drawing is small
 * (~2.5 KB, ~600 B of brotli at any quality), and a new name should cost a fraction of a millisecond,
 * not the ~3 ms of the pages' highest effort.
 */
export class DrawnArt {
  readonly etag: string;
  private readonly bodies: Partial<Record<AnswerEncoding, Buffer>> = {};

  constructor(svg: string) {
    this.bodies.identity = Buffer.from(svg, 'utf8');
    this.etag = `"${createHash('sha256').update(this.bodies.identity).digest('base64url').slice(0, 27)}"`;
  }

  body(encoding: AnswerEncoding): Buffer {
    const made = this.bodies[encoding];
    if (made) return made;
    const plain = this.bodies.identity as Buffer;
    const body =
      encoding === 'br'
        ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(plain, { level: 6 });
    this.bodies[encoding] = body;
    return body;
  }
}

/**
 * The device drawings the api serves as pictures at ART_PATH (docs/decisions/066): each drawn by the
 * server bundle once, by its file name, then kept with its ETag. A name the bundle does not draw is
 * null (a 404); it is not kept, and costs one regular expression.
 */
export function artFiles(
  draw: (file: string) => Promise<string | null>,
): (file: string) => Promise<DrawnArt | null> {
  const kept = new LRUCache<string, DrawnArt>({ max: KEPT_DRAWINGS });
  return async (file) => {
    const held = kept.get(file);
    if (held) return held;
    const svg = await draw(file);
    if (svg === null) return null;
    const drawing = new DrawnArt(svg);
    kept.set(file, drawing);
    return drawing;
  };
}
