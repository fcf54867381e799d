import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/store';
import { useSavedDraft } from './draft';

function Shown() {
  const draft = useSavedDraft();
  return <p>{draft ? `model ${draft.model}, ${draft.term} months` : 'no draft'}</p>;
}

afterEach(() => sessionStore.reset());

describe('useSavedDraft (the device page)', () => {
  it('shows a saved draft once its check has loaded', async () => {
    sessionStore.set({
      newSubscription: {
        model: 3,
        term: 6,
        city: 1,
        insurance: false,
        extras: [],
        delivery: 'pickup',
        office: 2,
      },
    });
    render(<Shown />);
    await waitFor(() => expect(screen.getByText('model 3, 6 months')).toBeTruthy());
  });

  it('shows nothing for a damaged draft', async () => {
    sessionStore.set({
      newSubscription: {
        model: 3,
        term: 7,
        city: 1,
        insurance: false,
        extras: [],
        delivery: 'pickup',
      } as never,
    });
    render(<Shown />);
    // The check is loaded by now (the test above, or this wait): still nothing to show.
    await act(() => import('./ready-draft'));
    expect(screen.getByText('no draft')).toBeTruthy();
  });

  it('is null without a draft, and follows one saved later', async () => {
    render(<Shown />);
    expect(screen.getByText('no draft')).toBeTruthy();
    act(() =>
      sessionStore.set({
        newSubscription: {
          model: 5,
          term: 12,
          city: 1,
          insurance: true,
          extras: [],
          delivery: 'delivery',
          address: 'Токтогула 1',
        },
      }),
    );
    await waitFor(() => expect(screen.getByText('model 5, 12 months')).toBeTruthy());
  });
});
