import { specText } from '@ijara/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { errorBody, toAppError } from '../../src/plugins/error-handler';

describe('toAppError', () => {
  it.each([
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 'payload_too_large', 413],
    [{ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }, 'unsupported_media_type', 415],
    [{ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }, 'bad_request', 400],
    [{ statusCode: 429 }, 'rate_limited', 429],
    [{ statusCode: 418 }, 'bad_request', 400],
    [new Error('relation "x" does not exist'), 'internal', 500],
    ['a string', 'internal', 500],
    [null, 'internal', 500],
  ])('maps %j to %s', (thrown, code, status) => {
    const error = toAppError(thrown);
    expect(error.code).toBe(code);
    expect(error.statusCode).toBe(status);
  });

  it('keeps an AppError as it is', () => {
    const error = new AppError('not_found', { text: 'docNotFound' });
    expect(toAppError(error)).toBe(error);
  });
});

describe('errorBody', () => {
  it('never carries the internal message of a 500', () => {
    const body = errorBody(toAppError(new Error('password=hunter2 at db.internal:5432')), 'en');
    expect(body).toEqual({ statusCode: '500', code: 'internal', message: specText('internal', 'en') });
  });

  it('localises fields', () => {
    const error = new AppError('validation_failed', {
      text: 'requiredFields',
      fields: { email: 'invalidEmail' },
    });
    expect(errorBody(error, 'ru')).toEqual({
      statusCode: '400',
      code: 'validation_failed',
      message: specText('requiredFields', 'ru'),
      fields: { email: specText('invalidEmail', 'ru') },
    });
  });
});
