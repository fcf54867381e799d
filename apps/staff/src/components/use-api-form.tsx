import { useState } from 'react';
import { StaffApiError } from '../lib/staff-api';
import { useFieldMessage } from './field';

/**
 * A counter form that sends once and leaves the page when it succeeds (hand-over, return): `send` runs
 * the call; a refusal puts the api's field errors under their fields (`fieldError`) and its message in
 * the form's failure, and lets the form be sent again.
 */
export function useApiForm(id: string) {
  const message = useFieldMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      await call();
    } catch (error) {
      if (error instanceof StaffApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure((error as Error).message);
      setBusy(false);
    }
  };
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {message(errors[name])}
      </p>
    ) : null;
  return { errors, failure, busy, send, fieldError };
}
