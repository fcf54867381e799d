import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';
import { phoneMask } from './phone-mask';

function Harness({ masked = true }: { masked?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput id="phone" value={value} onChange={setValue} mask={masked ? phoneMask : undefined} />
      <output>{value}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Phone') as HTMLInputElement;

describe('PhoneInput', () => {
  it('shows +996 as a fixed prefix that is part of the accessible description', () => {
    render(<Harness />);
    const described = input().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ')[0] ?? '')?.textContent).toBe('+996');
    expect(input().type).toBe('tel');
    expect(input().autocomplete).toBe('tel');
  });

  it('formats digits as they are typed, with a leading 0 dropped', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '0555123456');
    expect(input().value).toBe('555 123 456');
  });

  it('accepts a pasted international number with spaces', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('+996 555 12 34 56');
    expect(input().value).toBe('555 123 456');
  });

  it('shows a pasted foreign number as pasted, without +996 in front of it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('+7 916 123 45 67');
    expect(input().value).toBe('+7 916 123 45 67');
    // Not "+996 +7 916 …": the fixed prefix steps aside for another country's code.
    expect(screen.queryByText('+996')).toBeNull();
    expect(input().getAttribute('aria-describedby')).toBeNull();
    await user.clear(input());
    await user.paste('+996 555 12 34 56');
    expect(input().value).toBe('555 123 456');
    expect(screen.getByText('+996')).toBeTruthy();
  });

  it('accepts dashes and brackets from autofill', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '+996 (700) 12-34-56' } });
    expect(input().value).toBe('700 123 456');
  });

  it('ignores letters and stops at nine digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '55a5-12b3456789');
    expect(input().value).toBe('555 123 456');
  });

  it('Backspace deletes digits, not the spaces the mask adds', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '555123');
    await user.type(input(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input().value).toBe('55');
  });

  it('takes what is typed as typed before its mask has loaded', async () => {
    const user = userEvent.setup();
    render(<Harness masked={false} />);
    await user.type(input(), '0555 12-34');
    expect(input().value).toBe('0555 12-34');
    expect(screen.getByText('+996')).toBeTruthy();
  });
});
