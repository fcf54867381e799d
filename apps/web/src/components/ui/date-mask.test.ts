// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readDate, showDate } from './date-mask';

describe('the birth-date field reads dates in the page language, day first', () => {
  it('groups digits as they are typed', () => {
    expect(readDate('1', 'ru')).toEqual({ shown: '1', value: '1' });
    expect(readDate('170', 'ru')).toEqual({ shown: '17.0', value: '17.0' });
    expect(readDate('17.04.19', 'ru')).toEqual({ shown: '17.04.19', value: '17.04.19' });
    expect(readDate('', 'ru')).toEqual({ shown: '', value: '' });
  });

  it('holds an ISO date once the eight digits are there', () => {
    expect(readDate('17041995', 'ru')).toEqual({ shown: '17.04.1995', value: '1995-04-17' });
    expect(readDate('17/04/1995', 'en')).toEqual({ shown: '17/04/1995', value: '1995-04-17' });
    expect(readDate('17.04.19951', 'ru').value).toBe('1995-04-17');
  });

  it('takes a pasted or autofilled ISO date as it is', () => {
    expect(readDate('1995-04-17', 'ru')).toEqual({ shown: '17.04.1995', value: '1995-04-17' });
  });

  it('shows a stored date in the language of the page', () => {
    expect(showDate('1994-05-12', 'ru')).toBe('12.05.1994');
    expect(showDate('1994-05-12', 'en')).toBe('12/05/1994');
  });
});
