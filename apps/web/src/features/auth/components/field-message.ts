import type { SpecTextKey } from '@ijara/contract';
import type { FieldError } from 'react-hook-form';
import { isSpecText } from '../../../lib/i18n';

/**
 * Contract schemas carry SPEC_TEXTS keys as their messages; a missing value (wrong type) is "This field
 * required"; anything else is "Please enter correct information".
 */
export function fieldMessageKey(error: FieldError | undefined, value?: unknown): SpecTextKey | undefined {
  if (!error) return undefined;
  if (value === '') return 'fieldRequired';
  if (isSpecText(error.message)) return error.message;
  if (error.type === 'invalid_type' || error.type === 'required') return 'fieldRequired';
  return 'incorrectInfo';
}
