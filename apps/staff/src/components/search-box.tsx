import { useState } from 'react';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (typed: string) => void;
}

function SearchField({ id, label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}

export interface SearchBoxProps extends Omit<SearchFieldProps, 'onChange'> {
  onSearch: (q: string) => void;
  /**
   * The button's text. With it, the search runs when sent (the button or Enter) with what was typed,
   * trimmed; without it, on every keystroke.
   */
  submitLabel?: string;
}

/** The search field of the list pages (orders, returns, clients). */
export function SearchBox({ submitLabel, onSearch, ...field }: SearchBoxProps) {
  if (submitLabel === undefined) return <SearchField {...field} onChange={onSearch} />;
  return <SentSearch {...field} onSearch={onSearch} submitLabel={submitLabel} />;
}

function SentSearch({ submitLabel, onSearch, value, ...field }: SearchBoxProps & { submitLabel: string }) {
  const [typed, setTyped] = useState(value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <SearchField {...field} value={typed} onChange={setTyped} />
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}
