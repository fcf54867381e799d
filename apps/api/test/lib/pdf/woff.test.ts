import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../../src/lib/pdf/woff';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/pt-sans/files/${name}`));

/** What a line of a receipt becomes: each glyph's id, advance and outline. */
function drawn(font: fontkit.Font, text: string) {
  return font.layout(text).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth, glyph.path.toSVG()]);
}

describe('a WOFF font unwrapped for the PDFs', () => {
  it.each([
    ['pt-sans-cyrillic-400-normal.woff', 'КвитанцияобоплатеЁлка'],
    ['pt-sans-cyrillic-700-normal.woff', 'Подпискавозврат'],
    ['pt-sans-latin-400-normal.woff', 'Receipt 42: 2 490 KGS, 28.11.2026'],
    ['pt-sans-latin-ext-700-normal.woff', 'Ąčę'],
  ])('%s is the same font as fontkit reads from the WOFF, glyph for glyph', (name, text) => {
    const woff = fontFile(name);
    const fromWoff = fontkit.create(woff) as fontkit.Font;
    const unwrapped = fontkit.create(woffToSfnt(woff)) as fontkit.Font;
    expect(fromWoff.type).toBe('WOFF');
    expect(unwrapped.type).toBe('TTF');
    expect(unwrapped.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(unwrapped.postscriptName).toBe(fromWoff.postscriptName);
    const glyphs = drawn(unwrapped, text);
    expect(glyphs.every(([id]) => id !== 0)).toBe(true);
    expect(glyphs).toEqual(drawn(fromWoff, text));
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() =>
      woffToSfnt(readFileSync(require.resolve('@fontsource/pt-sans/files/pt-sans-latin-400-normal.woff2'))),
    ).toThrow('not a WOFF 1.0 font');
    expect(() => woffToSfnt(Buffer.from('wOFF'))).toThrow('not a WOFF 1.0 font');
  });
});
