import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCatalog, createClient } from '../../testing/factories';
import { memoryStorage } from '../../testing/memory-storage';
import { EMPTY_SESSION } from './state';
import { createSessionStore, SESSION_STORAGE_KEY } from './store';
import { useSession } from './use-session';

describe('session store', () => {
  it('persists every change and a new store reads it back', () => {
    const storage = memoryStorage();
    const client = createClient({ firstName: 'Nurlan' });
    const first = createSessionStore(storage);
    first.set({ token: 'abc', clientID: client.id, client, currentCity: 'osh' });
    first.set((state) => ({ subscriptionsCount: state.subscriptionsCount + 2 }));

    const second = createSessionStore(storage);
    expect(second.get()).toMatchObject({
      token: 'abc',
      clientID: client.id,
      currentCity: 'osh',
      subscriptionsCount: 2,
    });
    expect(second.get().client?.firstName).toBe('Nurlan');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}').token).toBe('abc');
  });

  it('keeps the catalogue and the new-subscription draft', () => {
    const storage = memoryStorage();
    createSessionStore(storage).set({ catalog: createCatalog(), newSubscription: { model: 3, term: 6 } });
    const revived = createSessionStore(storage).get();
    expect(revived.catalog?.category.map((c) => c.slug)).toEqual(['smartphones', 'laptops']);
    expect(revived.newSubscription).toEqual({ model: 3, term: 6 });
  });

  it("keeps no blank session: a visitor's catalogue after log-out is not written back (SPEC.md §4)", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set({ token: 'abc', catalog: createCatalog() });
    store.reset();
    store.set({ catalog: createCatalog() });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    store.set({ currentCity: 'osh' });
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}').currentCity).toBe('osh');
  });

  it('starts empty from damaged or foreign storage', () => {
    expect(createSessionStore(memoryStorage({ [SESSION_STORAGE_KEY]: '{not json' })).get()).toEqual(
      EMPTY_SESSION,
    );
    const foreign = createSessionStore(
      memoryStorage({
        [SESSION_STORAGE_KEY]: JSON.stringify({ token: 42, type: 'admin', errorMessage: ['a', 1] }),
      }),
    ).get();
    expect(foreign.token).toBeNull();
    expect(foreign.type).toBe('client');
    expect(foreign.errorMessage).toEqual(['a']);
  });

  it('reset empties state and storage', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.set({ token: 'abc' });
    store.reset();
    expect(store.get()).toEqual(EMPTY_SESSION);
    expect(createSessionStore(storage).get().token).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createSessionStore(broken);
    store.set({ token: 'abc' });
    expect(store.get().token).toBe('abc');
  });

  it('re-renders subscribers through useSession', () => {
    const store = createSessionStore(memoryStorage());
    function Name() {
      return <p>{useSession((s) => s.client?.firstName ?? 'nobody', store)}</p>;
    }
    render(<Name />);
    expect(screen.getByText('nobody')).toBeTruthy();
    act(() => store.set({ client: createClient({ firstName: 'Aibek' }) }));
    expect(screen.getByText('Aibek')).toBeTruthy();
  });
});
