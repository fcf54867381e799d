import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);

/**
 * PT Sans (SIL OFL) from @fontsource/pt-sans. The package splits each weight into subsets by Unicode
 * range, one WOFF file each (fontkit, under pdfkit, reads WOFF), so a line of Russian with digits
 * needs two files: every character is drawn with the subset whose range holds it.
 */
const SUBSETS = ['latin', 'cyrillic', 'cyrillic-ext', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];
export type Weight = 400 | 700;

/** A font as registered in a document: "pt-sans-cyrillic-700". */
export type FontName = `pt-sans-${Subset}-${Weight}`;

const fontFile = (subset: Subset, weight: Weight) =>
  require.resolve(`@fontsource/pt-sans/files/pt-sans-${subset}-${weight}-normal.woff`);

/** "U+0400-045F,U+2116" → [[0x400, 0x45f], [0x2116, 0x2116]] */
function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

const RANGES: [Subset, [number, number][]][] = (() => {
  const table = require('@fontsource/pt-sans/unicode.json') as Record<Subset, string>;
  return SUBSETS.map((subset) => [subset, parseRanges(table[subset])]);
})();

function subsetOf(codePoint: number): Subset {
  for (const [subset, ranges] of RANGES) {
    if (ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) return subset;
  }
  return 'latin';
}

let files: Map<FontName, Buffer> | null = null;

/** Every subset of both weights as TrueType, read and unwrapped once per process (about 150 KB). */
export function fontFiles(): Map<FontName, Buffer> {
  files ??= new Map(
    SUBSETS.flatMap((subset) =>
      ([400, 700] as const).map((weight) => [
        `pt-sans-${subset}-${weight}` as FontName,
        woffToSfnt(readFileSync(fontFile(subset, weight))),
      ]),
    ),
  );
  return files;
}

export interface Run {
  font: FontName;
  text: string;
}

/** Splits a text into runs of one font each; spaces stay with the run they are in. */
export function fontRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const font: FontName =
      char === ' ' && last ? last.font : `pt-sans-${subsetOf(char.codePointAt(0) ?? 0)}-${weight}`;
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
