import { SPEC_TEXTS } from '@ijara/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalog } from '../../../testing/factories';
import { fakeFetch } from '../../../testing/fake-fetch';
import { renderAt } from '../../../testing/render';

let fetch: ReturnType<typeof fakeFetch>;
let openGate: () => void;

/**
 * The form as a page has it before its library and checks (./checked-sign-in-form.tsx) have arrived:
 * they arrive when the test calls openGate() (docs/decisions/061). A fresh module each time, as what has
 * arrived once stays for later forms (lib/use-later-module.ts).
 */
async function renderForm() {
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  vi.resetModules();
  vi.doMock('./checked-sign-in-form', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  // The fresh modules' own i18next, as the router would set it up.
  await (await import('../../../testing/i18n')).setupI18n('en');
  const { SignInForm } = await import('./sign-in-form');
  const onCodeSent = vi.fn();
  renderAt(
    '/en/',
    <SignInForm
      cities={createCatalog().cities}
      companies={[]}
      draft={{ phone: '' }}
      onCodeSent={onCodeSent}
      onTelegram={vi.fn()}
    />,
  );
  return { onCodeSent, phone: () => screen.getByLabelText('Phone number') as HTMLInputElement };
}

beforeEach(() => {
  fetch = fakeFetch(new Error('no call expected'));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  openGate();
  vi.doUnmock('./checked-sign-in-form');
  vi.unstubAllGlobals();
});

describe('sign-in form before its checks have loaded', () => {
  it('takes what is typed, then groups it and keeps the focus and the caret when the checks arrive', async () => {
    const user = userEvent.setup();
    const { phone } = await renderForm();
    await user.type(phone(), '0555 12');
    expect(phone().value).toBe('0555 12');
    openGate();
    await waitFor(() => expect(phone().value).toBe('555 12'));
    expect(document.activeElement).toBe(phone());
    await user.type(phone(), '3456');
    expect(phone().value).toBe('555 123 456');
  });

  it("refuses another country's number pasted meanwhile as soon as the checks arrive", async () => {
    const user = userEvent.setup();
    const { phone } = await renderForm();
    await user.click(phone());
    await user.paste('+7 916 123 45 67');
    expect(screen.queryByText(SPEC_TEXTS.en.phoneNotKyrgyz)).toBeNull();
    openGate();
    expect(await screen.findByText(SPEC_TEXTS.en.phoneNotKyrgyz)).toBeTruthy();
    expect(phone().value).toBe('+7 916 123 45 67');
  });

  it('"Get the code" pressed meanwhile waits for the checks, then checks what was typed', async () => {
    const user = userEvent.setup();
    const { onCodeSent, phone } = await renderForm();
    await user.type(phone(), '12');
    await user.click(screen.getByRole('button', { name: 'Get the code' }));
    expect(screen.getByRole('button', { name: /Sending/ }).getAttribute('aria-busy')).toBe('true');
    openGate();
    expect(await screen.findByText(SPEC_TEXTS.en.incorrectInfo)).toBeTruthy();
    expect(screen.getByText(SPEC_TEXTS.en.fieldRequired)).toBeTruthy();
    expect(onCodeSent).not.toHaveBeenCalled();
    expect(fetch.calls).toHaveLength(0);
  });
});
