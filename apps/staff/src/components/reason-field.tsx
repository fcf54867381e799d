import { STAFF_REASON_MAX } from '@ijara/contract/staff';
import { type TextareaHTMLAttributes, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from './field';

interface ReasonFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  error?: FieldError | undefined;
}

/** The reason every cancellation, refund and forbid/allow asks for; the audit keeps it. */
export function ReasonField({ error, rows = 2, ...textarea }: ReasonFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = useFieldMessage()(error?.message);
  return (
    <div className="field">
      <label htmlFor={id}>{t('clients.reason')}</label>
      <textarea
        id={id}
        rows={rows}
        maxLength={STAFF_REASON_MAX}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...textarea}
      />
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
