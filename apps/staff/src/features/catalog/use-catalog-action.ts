import { useState } from 'react';
import { StaffApiError } from '../../lib/staff-api';

/** What a page's editor does after a write: the success banner, or the 409 banner with a reload. */
export interface AfterWrite {
  onSaved: (text: string) => Promise<void>;
  onStale: (text: string) => Promise<void>;
}

/**
 * One-press writes of the catalogue pages (hide, move, delete, a photo): which one is running, and a
 * refusal other than a 409 (a photo the api cannot read, say), shown where the person looks.
 */
export function useCatalogAction(after: AfterWrite) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (key: string, call: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(key);
    setFailure(null);
    try {
      await call();
      await after.onSaved(success);
      return true;
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) await after.onStale(error.message);
      else setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, run, clearFailure: () => setFailure(null) };
}
