// Built JavaScript the api loads, written so V8 can hold its source one byte a character.
//
// V8 keeps each module's source text in the heap for as long as the module lives (functions compile
// lazily from it), and stores the whole text two bytes a character as soon as one character is
// beyond Latin-1: one "→" in a comment doubles what a 800 KB bundle holds. esbuild escapes strings
// but leaves comments as written; Vite's server build keeps the Russian texts as written.
// docs/decisions/064-one-byte-sources.md.

/**
 * `code` with every UTF-16 unit beyond Latin-1 written as a \uXXXX escape: the same program (in
 * strings, templates, regular expressions, identifiers and comments alike), one byte a character.
 * A character already behind a backslash would change meaning, so it stops the build instead.
 */
export function oneByteSource(code) {
  return code.replace(/[\u0100-\uffff]/g, (unit, offset) => {
    if (code[offset - 1] === '\\') {
      const line = code.slice(0, offset).split('\n').length;
      throw new Error(`an escaped "${unit}" on line ${line} cannot be written one byte a character`);
    }
    return `\\u${unit.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/** Whether V8 would keep `code` two bytes a character. */
export function needsTwoBytes(code) {
  return /[\u0100-\uffff]/.test(code);
}
