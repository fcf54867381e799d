/** `code` with every UTF-16 unit beyond Latin-1 written as a \uXXXX escape (./one-byte-source.mjs). */
export function oneByteSource(code: string): string;
/** Whether V8 would keep `code` two bytes a character. */
export function needsTwoBytes(code: string): boolean;
