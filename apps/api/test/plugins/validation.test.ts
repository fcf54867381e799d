import { ZUpdateInfoRequest } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toValidationError } from '../../src/plugins/validation';

function errorFor(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  if (result.success) throw new Error('expected a validation error');
  return toValidationError(result.error.issues, data);
}

describe('toValidationError', () => {
  it('marks absent fields as required and the whole error as "fill out all required fields"', () => {
    const error = errorFor(ZUpdateInfoRequest, { firstName: 'A' });
    expect(error.code).toBe('validation_failed');
    expect(error.statusCode).toBe(400);
    expect(error.text).toBe('requiredFields');
    expect(error.fields).toMatchObject({ lastName: 'fieldRequired', birthdate: 'fieldRequired' });
    expect(error.fields?.firstName).toBeUndefined();
  });

  it('keeps the contract text keys written as issue messages', () => {
    const schema = z.object({ email: z.string().refine(() => false, 'invalidEmail') });
    const error = errorFor(schema, { email: 'x' });
    expect(error.fields).toEqual({ email: 'invalidEmail' });
    expect(error.text).toBe('incorrectInfo');
  });

  it('turns any other message into "incorrectInfo"', () => {
    const error = errorFor(z.object({ n: z.number().int() }), { n: '1' });
    expect(error.fields).toEqual({ n: 'incorrectInfo' });
  });

  it('names nested fields with dots and keeps the first issue of a field', () => {
    const schema = z.object({ extras: z.array(z.number().int().positive()) });
    const error = errorFor(schema, { extras: [1, -2, 'x'] });
    expect(error.fields).toEqual({ 'extras.1': 'incorrectInfo', 'extras.2': 'incorrectInfo' });
  });

  it('names unknown keys of a strict object', () => {
    const error = errorFor(z.object({}).strict(), { surprise: 1 });
    expect(error.fields).toEqual({ surprise: 'incorrectInfo' });
  });

  it('answers a body that is not an object without fields', () => {
    const error = errorFor(z.object({ a: z.string() }), [1, 2]);
    expect(error.fields).toEqual({});
    expect(error.text).toBe('incorrectInfo');
  });

  it('treats null as a wrong value, not a missing one', () => {
    const error = errorFor(z.object({ a: z.string() }), { a: null });
    expect(error.fields).toEqual({ a: 'incorrectInfo' });
  });
});
