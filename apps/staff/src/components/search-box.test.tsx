import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function Live({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  const search = (next: string) => {
    setQ(next);
    onSearch(next);
  };
  return <SearchBox id="q" label="Поиск" placeholder="Телефон" value={q} onSearch={search} />;
}

it('without a button, searches on every keystroke', async () => {
  const onSearch = vi.fn();
  render(<Live onSearch={onSearch} />);
  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Поиск' }), '05');
  expect(onSearch.mock.calls).toEqual([['0'], ['05']]);
});

it('with a button, searches with what was typed, trimmed, only when sent', async () => {
  const onSearch = vi.fn();
  render(
    <SearchBox
      id="q"
      label="Телефон или имя"
      placeholder=""
      value=""
      onSearch={onSearch}
      submitLabel="Найти"
    />,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Телефон или имя'), ' Айгуль ');
  expect(onSearch).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Найти' }));
  expect(onSearch).toHaveBeenCalledWith('Айгуль');
});
