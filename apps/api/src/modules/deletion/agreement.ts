import {
  DELETION_CONFIRMATION_WORDS,
  decodeDeletionAgreement,
  type Locale,
  type SpecTextKey,
} from '@ijara/contract';
import { AppError } from '../../errors';
import { secretsEqual } from '../../lib/secrets-equal';

function refuse(text: SpecTextKey): AppError {
  return new AppError('validation_failed', { text, fields: { agreement: text } });
}

/**
 * The agreement of user/deletepersonaldata/ (DESIGN.md §4): base64 of `token:word`, where the token is
 * the one this request carries and the word is the confirmation word of the page's language (case and
 * surrounding spaces aside). Each way it can be wrong answers 400 with its own text.
 */
export function checkAgreement(agreement: string, token: string, locale: Locale): void {
  const decoded = decodeDeletionAgreement(agreement.trim());
  if (!decoded) throw refuse('deletionAgreementUnreadable');
  if (token === '' || !secretsEqual(decoded.token, token)) throw refuse('deletionSessionMismatch');
  const word = decoded.word.trim().toLocaleUpperCase(locale);
  if (word !== DELETION_CONFIRMATION_WORDS[locale]) throw refuse('deletionWordMismatch');
}
