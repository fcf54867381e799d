import { randomUUID } from 'node:crypto';
import { type CallName, INT4_MAX, INT4_MIN } from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALID_BODIES } from './fixtures/valid-bodies';
import { describeWithApp } from './helpers/app';
import { signedInClient, uniqueIp } from './helpers/auth';
import { apiInject } from './helpers/request';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  maximum?: number;
  exclusiveMaximum?: number;
  minimum?: number;
  exclusiveMinimum?: number;
};

interface NumberField {
  call: CallName;
  /** As the validation envelope names it: "extras.0" for an array's item. */
  path: string;
  schema: JsonSchema;
}

/** Every number a call's request takes, with its schema, from the contract itself. */
function numberFields(call: CallName): NumberField[] {
  const root = z.toJSONSchema(CALLS[call].request as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const found: NumberField[] = [];
  const walk = (schema: JsonSchema, path: string) => {
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      walk(part, path);
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      walk(property, path ? `${path}.${name}` : name);
    }
    if (schema.items) walk(schema.items, `${path}.0`);
    const types = [schema.type ?? []].flat();
    if (types.includes('integer') || types.includes('number')) found.push({ call, path, schema });
  };
  walk(root, '');
  return found;
}

const FIELDS = (Object.keys(CALLS) as CallName[]).flatMap(numberFields);

/** A number is bounded when it is one of a few constants or lies within PostgreSQL's integer. */
function bounded({ schema }: NumberField): boolean {
  if (schema.const !== undefined || schema.enum !== undefined) return true;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const integer = [schema.type].flat().includes('integer');
  return integer && max !== undefined && max <= INT4_MAX && min !== undefined && min >= INT4_MIN;
}

describe('every number of every call', () => {
  it('is an integer within what the database column holds, or one of a few constants', () => {
    expect(FIELDS.length).toBeGreaterThan(15);
    const unbounded = FIELDS.filter((field) => !bounded(field)).map(({ call, path }) => `${call}.${path}`);
    expect(unbounded).toEqual([]);
  });
});

/** Numbers no column holds: 2^31 and beyond, below -2^31, past 2^53, and fractions of huge numbers. */
const tooLarge = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 2 ** 63, 1e20, -(2 ** 31) - 1, -(2 ** 63)),
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: INT4_MIN - 1 }),
);
/** Numbers at the edge: the largest id a column holds names nothing here, and says so. */
const edge = fc.constantFrom(INT4_MAX, INT4_MAX - 1, 1, 0, -1, INT4_MIN);

/** Puts `value` at a dotted path of a copy of `body` ("extras.0" → extras: [value]). */
function withValue(body: object, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  const [name = '', index] = path.split('.');
  copy[name] = index === undefined ? value : [value];
  return copy;
}

describeWithApp('hostile numbers in every call', ({ app }) => {
  let token = '';
  beforeAll(async () => {
    token = (await signedInClient(app())).token;
  });
  const withBodies = FIELDS.filter((field) => VALID_BODIES[field.call] !== undefined && !field.schema.const);

  it('answers 400 naming the field to a number no column holds, and never a 5xx', async () => {
    expect(withBodies.length).toBeGreaterThan(15);
    let sent = 0;
    let failures = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBodies),
        fc.oneof(
          tooLarge.map((value) => ({ value, refused: true })),
          edge.map((value) => ({ value, refused: false })),
        ),
        async (field, { value, refused }) => {
          sent += 1;
          const response = await apiInject(app(), {
            path: CALLS[field.call].path,
            body: withValue(VALID_BODIES[field.call] as object, field.path, value),
            token,
            ip: uniqueIp(),
            headers: { 'idempotency-key': randomUUID() },
          });
          if (response.statusCode >= 500) failures += 1;
          const json = response.json<{ code?: string; fields?: Record<string, string> }>();
          const seen = `${field.call} ${field.path}=${value}: ${response.body}`;
          expect(response.statusCode, seen).toBeLessThan(500);
          if (refused) {
            expect(response.statusCode, seen).toBe(400);
            expect(json.code, seen).toBe('validation_failed');
            expect(Object.keys(json.fields ?? {}), seen).toContain(field.path);
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
    // Each call's path id too: payment/receipt/:payment/.
    for (const id of ['2147483647', '2147483648', '9223372036854775808', '99999999999999999999']) {
      sent += 1;
      const response = await apiInject(app(), { path: `payment/receipt/${id}/`, token });
      if (response.statusCode >= 500) failures += 1;
      expect(response.statusCode, response.body).toBe(404);
    }
    console.info(
      `hostile numbers: ${FIELDS.length} number fields in ${new Set(FIELDS.map((f) => f.call)).size} calls, ` +
        `${sent} requests, 5xx: ${failures}`,
    );
  }, 120_000);
});
