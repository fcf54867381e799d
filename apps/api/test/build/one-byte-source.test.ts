import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { needsTwoBytes, oneByteSource } from '../../../../scripts/one-byte-source.mjs';

describe('built JavaScript one byte a character (docs/decisions/064)', () => {
  it('writes what is beyond Latin-1 as escapes that mean the same, in code and comments alike', () => {
    const code = [
      '// a → b',
      'const text = "Привет «мир» 😀";',
      'const cyrillic = /[а-я]/.test("ж");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const template = `Из ${1}`;',
      'result = [text, text.length, cyrillic, template];',
    ].join('\n');
    const escaped = oneByteSource(code);
    expect(needsTwoBytes(code)).toBe(true);
    expect(needsTwoBytes(escaped)).toBe(false);
    expect(escaped).toContain('// a \\u2192 b');
    // Latin-1 (« ») stays as written: V8 keeps it one byte.
    expect(escaped).toContain('«\\u043C\\u0438\\u0440»');
    const run = (source: string) => new Function(`let result; ${source}; return result;`)();
    expect(run(escaped)).toEqual(['Привет «мир» 😀', 15, true, 'Из 1']);
    expect(run(escaped)).toEqual(run(code));
  });

  it('stops at a character behind a backslash, whose escape would mean something else', () => {
    expect(() => oneByteSource('const a = 1;\nconst b = "\\Я";')).toThrow(
      'an escaped "Я" on line 2 cannot be written one byte a character',
    );
  });

  it('leaves no file of the api build that V8 would keep two bytes a character', () => {
    const build = inject('apiBuild');
    const files = readdirSync(build).filter((name) => name.endsWith('.js'));
    expect(files).toContain('server.js');
    const twoByte = files.filter((name) => needsTwoBytes(readFileSync(path.join(build, name), 'utf8')));
    expect(twoByte).toEqual([]);
  });
});
