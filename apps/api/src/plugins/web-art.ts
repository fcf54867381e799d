import { LRUCache } from 'lru-cache';
import { EncodedText } from './serialized-answer';

/** Drawings kept, ~3 KB each with their compressed forms: every outline and finish of a large catalogue. */
const KEPT_DRAWINGS = 1_000;

/**
 * The device drawings the api serves as pictures at ART_PATH (docs/decisions/066): each drawn by the
 * server bundle once, by its file name, then kept with its ETag and compressed on first demand at a low
 * effort (a drawing is ~2.5 KB, ~600 B of brotli at any quality, and a new name should cost a fraction
 * of a millisecond). A name the bundle does not draw is null (a 404); it is not kept, and costs one
 * regular expression.
 */
export function artFiles(
  draw: (file: string) => Promise<string | null>,
): (file: string) => Promise<EncodedText | null> {
  const kept = new LRUCache<string, EncodedText>({ max: KEPT_DRAWINGS });
  return async (file) => {
    const held = kept.get(file);
    if (held) return held;
    const svg = await draw(file);
    if (svg === null) return null;
    const drawing = new EncodedText(svg, '', 'low');
    kept.set(file, drawing);
    return drawing;
  };
}
