import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** `<name>…</name>` in a text: the name and what it wraps (no nesting: our texts have none). */
const TAG = /<(\w+)>(.*?)<\/\1>/g;

interface TaggedTextProps {
  /** A translated text, e.g. "I accept the <contract>public offer</contract>". */
  text: string;
  /** The element each tag becomes, its text inside: `{ contract: <Link to="/contract/" /> }`. */
  tags: Record<string, ReactElement<{ children?: ReactNode }>>;
}

/**
 * A text whose tagged words are elements (the links in a consent line), in the text's own order, so each
 * language places them where its grammar wants. What react-i18next's <Trans> does for these few texts,
 * without its HTML parser: 4.8 KB gzip that the sign-in page's first visit carried (docs/decisions/061).
 * An unknown tag shows its words as plain text.
 */
export function TaggedText({ text, tags }: TaggedTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', words = ''] = match;
    parts.push(text.slice(last, match.index));
    const element = tags[name];
    parts.push(element ? cloneElement(element, { key: match.index }, words) : words);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts.filter((part) => part !== '')}</>;
}
