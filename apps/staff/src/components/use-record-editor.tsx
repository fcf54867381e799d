import { useState } from 'react';
import { StaffApiError } from '../lib/staff-api';

interface Versioned {
  id: number;
  version: number;
}

/** Which form is open: none, a new record, or a record being edited. */
export type Editing<T> = null | 'new' | T;

/**
 * The state of a manager's list page with a create/edit form and an on/off switch (promo codes,
 * offices): what is open, the last success, and a 409 that closed the form and reloaded the list.
 * `switchActive` turns a record on or off and answers the success text.
 */
export function useRecordEditor<T extends Versioned>(options: {
  refresh: () => Promise<void>;
  switchActive: (record: T) => Promise<string>;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [done, setDone] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const open = (next: Editing<T>) => {
    setDone(null);
    setStale(null);
    setEditing(next);
  };
  const onStale = async (text: string) => {
    setEditing(null);
    setDone(null);
    setStale(text);
    await options.refresh();
  };
  const onSaved = async (text: string) => {
    setEditing(null);
    setDone(text);
    await options.refresh();
  };
  const onSwitch = async (record: T) => {
    setSwitching(record.id);
    setDone(null);
    setStale(null);
    try {
      setDone(await options.switchActive(record));
      await options.refresh();
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) await onStale(error.message);
      else setStale(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(null);
    }
  };
  return { editing, open, close: () => setEditing(null), done, stale, switching, onStale, onSaved, onSwitch };
}

/** The success and the "changed meanwhile, reloaded" banners of such a page. */
export function EditorBanners(props: { done: string | null; stale: string | null; reloaded: string }) {
  return (
    <>
      {props.done && (
        <p role="status" className="success-banner">
          {props.done}
        </p>
      )}
      {props.stale && (
        <p role="alert" className="error-banner">
          {props.stale} {props.reloaded}
        </p>
      )}
    </>
  );
}
