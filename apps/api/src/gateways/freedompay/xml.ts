import type { XMLParser } from 'fast-xml-parser';
import { loadWhenUsed } from '../../lib/load-when-used';
import type { Fields, FieldValue } from './signature';

const xml = loadWhenUsed<typeof import('fast-xml-parser')>('fast-xml-parser');
let parser: XMLParser | undefined;

function toField(value: unknown): FieldValue {
  if (Array.isArray(value)) return value.map(toField);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, toField(inner)]));
  }
  return value === undefined || value === null ? '' : String(value);
}

/** The fields of a Freedom Pay XML message (`<response>` or `<request>`); null when it is not one. */
export function parseXmlMessage(text: string): Fields | null {
  let parsed: unknown;
  try {
    parser ??= new (xml().XMLParser)({
      ignoreAttributes: true,
      ignoreDeclaration: true,
      parseTagValue: false,
      trimValues: true,
    });
    parsed = parser.parse(text, true);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const root = Object.values(parsed)[0];
  const fields = toField(root);
  return typeof fields === 'object' && !Array.isArray(fields) ? fields : null;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `<?xml …?><response>…</response>` of flat fields, in the order given. */
export function xmlMessage(fields: Record<string, string>, root = 'response'): string {
  const tags = Object.entries(fields).map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`);
  return `<?xml version="1.0" encoding="utf-8"?>\n<${root}>${tags.join('')}</${root}>`;
}

/** A field read as text ('' when absent or nested). */
export function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}
