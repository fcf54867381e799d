import { createHash } from 'node:crypto';
import { secretsEqual } from '../../lib/secrets-equal';

/** A message field: a value, a nested tag (XML only) or repeated tags of one name, in message order. */
export type FieldValue = string | Fields | FieldValue[];
export interface Fields {
  [name: string]: FieldValue;
}

/** "…/v1/merchant/1/card/init" → "init", "https://x/get_status3.php?a=1" → "get_status3.php". */
export function scriptName(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The values in signing order: names alphabetically, nested tags recursively, repeats as they come. */
function values(fields: Fields): string[] {
  return Object.keys(fields)
    .filter((name) => name !== 'pg_sig')
    .sort()
    .flatMap((name) => flatten(fields[name] as FieldValue));
}

function flatten(value: FieldValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(flatten);
  return values(value);
}

/**
 * pg_sig of a Freedom Pay message: md5 of the script name, every field's value (pg_salt included)
 * in alphabetical order of the names, and the secret key, joined with ";" — lowercase hex.
 */
export function signature(script: string, fields: Fields, secretKey: string): string {
  return createHash('md5')
    .update([script, ...values(fields), secretKey].join(';'), 'utf8')
    .digest('hex');
}

export function signatureValid(script: string, fields: Fields, secretKey: string): boolean {
  const given = fields.pg_sig;
  return typeof given === 'string' && secretsEqual(signature(script, fields, secretKey), given.toLowerCase());
}
