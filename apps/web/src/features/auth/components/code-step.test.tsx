import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { type fakeFetch as FakeFetch, fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { CodeStep } from './code-step';

const request = { phone: '996555123456', city: 1 };
const sent = { statusCode: '200' as const, channel: 'whatsapp' as const, resendAfter: 60 };
const token = 't'.repeat(64);
let fetch: ReturnType<typeof FakeFetch>;
let answer: (call: Recorded) => Response;

const bodyOf = (path: string) =>
  fetch.calls.filter((c) => c.url.endsWith(path)).map((c) => JSON.parse(String(c.init.body)) as unknown);

function renderStep(path = '/en/') {
  const onConfirmed = vi.fn();
  const onBack = vi.fn();
  const view = renderAt(
    path,
    <CodeStep request={request} sent={sent} onBack={onBack} onConfirmed={onConfirmed} />,
  );
  return { ...view, onConfirmed, onBack };
}

beforeEach(async () => {
  await setupI18n('en');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetApiClient();
  answer = () => json({ statusCode: '200', token, clientID: 7 });
  fetch = fakeFetch((call) => answer(call));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const codeInput = () => screen.getByLabelText('Code from the message') as HTMLInputElement;

describe('code step', () => {
  it('says where the code went, waits for WhatsApp and counts down', () => {
    renderStep();
    expect(screen.getByRole('status').textContent).toBe('We sent a code to WhatsApp +996 (555) 123-456');
    expect(screen.getByText('Waiting for WhatsApp to deliver the message')).toBeTruthy();
    expect(screen.getByText('You can get a new code in 1:00')).toBeTruthy();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(/^You can get a new code in 0:4[45]$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send it by SMS/ })).toBeNull();
  });

  it('offers the resend when the countdown ends; the resend goes by SMS and says so', async () => {
    answer = () => json({ statusCode: '200', channel: 'sms', resendAfter: 60 });
    renderStep();
    act(() => vi.advanceTimersByTime(60_000));
    await user().click(screen.getByRole('button', { name: 'No code? Send it by SMS' }));

    expect(await screen.findByText('We sent a new code by SMS to', { exact: false })).toBeTruthy();
    expect(bodyOf('auth/registration/')).toEqual([request]);
    expect(screen.getByText('An SMS usually arrives within a minute')).toBeTruthy();
    expect(screen.getByText(/^You can get a new code in (1:00|0:59)$/)).toBeTruthy();
  });

  it('is a one-time-code field with a numeric keyboard, focused at once', () => {
    renderStep();
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(codeInput());
  });

  it('submits by itself on the sixth digit and hands over the token', async () => {
    const { onConfirmed } = renderStep();
    await user().type(codeInput(), '12a 3456');
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledWith({ token, clientID: 7 }));
    expect(bodyOf('auth/confirmation/')).toEqual([{ phone: '996555123456', code: '123456' }]);
  });

  it('shows the api error in place, empties the field and keeps the focus there', async () => {
    answer = () =>
      json({ statusCode: '400', code: 'invalid_code', message: 'Invalid authorization code' }, 400);
    const { onConfirmed } = renderStep();
    await user().type(codeInput(), '000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid authorization code');
    expect(codeInput().value).toBe('');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codeInput());
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('a 429 shows one clock, counting down its Retry-After, and none once the wait is over', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          statusCode: '429',
          code: 'rate_limited',
          message: 'Too many attempts. Try again in 2 minutes.',
        }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '90' } },
      );
    renderStep();
    await user().type(codeInput(), '111111');
    // The api's "in 2 minutes" was true when it was sent; the countdown is the one clock shown.
    const alert = await screen.findByRole('alert');
    // A slow machine may already be a second into it.
    expect(alert.textContent).toMatch(/^Too many attempts\. You can try again in 1:(30|29)$/);
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    // The countdown's ticking starts with the effect after the alert shows, maybe after the jump.
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/in (1:0\d|0:5\d)$/));
    act(() => vi.advanceTimersByTime(61_000));
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an expired or voided code is dead and offers a new one at once, without the countdown', async () => {
    const expired =
      'This code no longer works: it has expired or was entered wrong too many times. Ask for a new code.';
    answer = (call) =>
      call.url.endsWith('auth/confirmation/')
        ? json({ statusCode: '400', code: 'code_expired', message: expired }, 400)
        : json({ statusCode: '200', channel: 'sms', resendAfter: 60 });
    renderStep();
    await user().type(codeInput(), '111111');
    expect((await screen.findByRole('alert')).textContent).toContain(expired);
    // The first code's countdown is not what stands between the person and a new code.
    expect(screen.queryByText(/You can get a new code in/)).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Get a new code' }));
    expect(await screen.findByText('We sent a new code by SMS to', { exact: false })).toBeTruthy();
    expect(bodyOf('auth/registration/')).toEqual([request]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused resend shows its wait once, as the resend countdown', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          statusCode: '429',
          code: 'rate_limited',
          message: 'Too many codes requested. Try again in 10 minutes.',
        }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '600' } },
      );
    renderStep();
    act(() => vi.advanceTimersByTime(60_000));
    await user().click(screen.getByRole('button', { name: 'No code? Send it by SMS' }));
    expect(await screen.findByText(/^You can get a new code in (10:00|9:59)$/)).toBeTruthy();
    expect(screen.queryByText(/10 minutes/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the code when "Sign in" is pressed with too few digits', async () => {
    renderStep();
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('This field required')).toBeTruthy();
    await user().type(codeInput(), '12');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter correct information')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('"Change number" goes back', async () => {
    const { onBack } = renderStep();
    await user().click(screen.getByRole('button', { name: 'Change number' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('speaks Russian on a Russian page', async () => {
    await setupI18n('ru');
    renderStep('/');
    expect(screen.getByRole('status').textContent).toBe('Отправили код в WhatsApp на +996 (555) 123-456');
    expect(screen.getByText('Ждём, пока WhatsApp доставит сообщение')).toBeTruthy();
  });
});

describe('WebOTP', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'OTPCredential');
    Reflect.deleteProperty(navigator, 'credentials');
  });

  function installWebOtp(code: string | null) {
    const requests: { otp: unknown; signal: AbortSignal }[] = [];
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        get: (options: { otp: unknown; signal: AbortSignal }) => {
          requests.push(options);
          return code ? Promise.resolve({ type: 'otp', code }) : new Promise(() => {});
        },
      },
    });
    return requests;
  }

  it('reads the code from the SMS and signs in with it', async () => {
    const requests = installWebOtp('654321');
    const { onConfirmed } = renderStep();
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(requests[0]?.otp).toEqual({ transport: ['sms'] });
    expect(bodyOf('auth/confirmation/')).toEqual([{ phone: '996555123456', code: '654321' }]);
  });

  it('stops listening when the step closes', () => {
    const requests = installWebOtp(null);
    const { unmount } = renderStep();
    expect(requests[0]?.signal.aborted).toBe(false);
    unmount();
    expect(requests[0]?.signal.aborted).toBe(true);
  });
});
