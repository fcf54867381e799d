import { EMAIL_TLD_MAX, EMAIL_TLD_MIN } from './constants';

/**
 * SPEC.md §5: word characters with optional dot or hyphen parts, an @, a domain, and a top-level part
 * of 2 to 7 letters. Written without nested optional quantifiers so it runs in linear time on any input
 * (the usual /^\w+([.-]?\w+)*@.../ form backtracks exponentially on long near-misses).
 */
export const EMAIL_PATTERN = new RegExp(
  `^\\w+(?:[.-]\\w+)*@\\w+(?:[.-]\\w+)*\\.[A-Za-z]{${EMAIL_TLD_MIN},${EMAIL_TLD_MAX}}$`,
);
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
