import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../testing/i18n';
import { renderAt } from '../../testing/render';
import { QueryState } from './query-state';

function List({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['list'], queryFn: load });
  return (
    <QueryState query={query} skeleton={<p>placeholder</p>} label="Loading the list">
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('QueryState', () => {
  beforeEach(() => setupI18n('en'));

  it('shows the skeleton in a named busy region, then the content', async () => {
    renderAt('/', <List load={() => Promise.resolve(['a', 'b'])} />);
    const region = screen.getByRole('status', { name: 'Loading the list' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toBe('placeholder');
    await screen.findByRole('list');
    expect(items()).toEqual(['a', 'b']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a failure shows its message and "Try again" loads again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('The list is down'))
      .mockResolvedValueOnce(['a']);
    renderAt('/', <List load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list is down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list');
    expect(items()).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what it shows when a later refresh fails', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce(['a'])
      .mockRejectedValueOnce(new Error('down'));
    const { queryClient } = renderAt('/', <List load={load} />);
    await screen.findByRole('list');
    await act(() => queryClient.refetchQueries({ queryKey: ['list'] }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(items()).toEqual(['a']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
