import { formatMoney, type TClaim } from '@ijara/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { createSubscription } from '../../../testing/factories';
import { fakeFetch, json, type Recorded } from '../../../testing/fake-fetch';
import { setupI18n } from '../../../testing/i18n';
import { renderAt } from '../../../testing/render';
import { ClaimForm } from './claim-form';

// The canvas a browser resizes photos with is not here: a picked photo becomes a fixed small JPEG.
vi.mock('../../../lib/resize-photo', () => ({
  resizePhoto: vi.fn(async (file: File) => ({
    base64: btoa(file.name),
    preview: `data:image/jpeg;base64,${btoa(file.name)}`,
  })),
  fileToBase64: vi.fn(async () => btoa('%PDF-1.4')),
}));

const NOW = new Date('2026-11-23T06:00:00Z');
const now = () => NOW;
const money = (amount: number) => formatMoney(amount, 'ru');
const VALUE = 9_000_000;

beforeEach(async () => {
  resetApiClient();
  await setupI18n('ru');
  return () => vi.unstubAllGlobals();
});

function claim(overrides: Partial<TClaim> = {}): TClaim {
  return {
    id: 12,
    subscriptionID: 7,
    kind: 'broken',
    status: 'received',
    source: 'client',
    happenedAt: '2026-11-23T04:30:00.000Z',
    reportedAt: '2026-11-23T06:00:00.000Z',
    late: false,
    description: 'Уронил, треснул экран',
    photos: [],
    policeReport: null,
    outcome: null,
    amount: null,
    reason: null,
    decidedAt: null,
    paymentID: null,
    paymentStatus: null,
    due: 0,
    finishedAt: null,
    ...overrides,
  };
}

function renderForm(insurance: boolean, reply?: (call: Recorded) => Response) {
  const fetch = fakeFetch(reply ?? (() => json({ statusCode: '200', claim: claim() })));
  vi.stubGlobal('fetch', fetch);
  const onFiled = vi.fn();
  const subscription = createSubscription({ id: 7, insurance, deviceValue: VALUE });
  renderAt('/subscriptions/7/claim/', <ClaimForm subscription={subscription} onFiled={onFiled} now={now} />);
  return { fetch, onFiled, user: userEvent.setup() };
}

/** The moment in the device's own time zone, as the date and time inputs hold it. */
function setWhen(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  fireEvent.change(screen.getByLabelText('Дата'), {
    target: { value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` },
  });
  fireEvent.change(screen.getByLabelText('Время'), {
    target: { value: `${pad(at.getHours())}:${pad(at.getMinutes())}` },
  });
}

const cost = () => screen.getByTestId('claim-cost').textContent;
const costBox = () => screen.getByRole('region', { name: 'Сколько это будет стоить' });

describe('the cost stated before a report is sent', () => {
  it('asks for the kind first, and names the insurance and the value from the subscription card', () => {
    renderForm(true);
    expect(
      within(costBox()).getByText('Выберите, что случилось, — покажем, сколько придётся заплатить.'),
    ).toBeTruthy();
    expect(costBox().textContent).toContain('Подписка со страховкой');
    expect(costBox().textContent).toContain(`Стоимость устройства по договору: ${money(VALUE)}`);
  });

  it('with insurance: a breakage costs nothing, a theft half the value, a loss the whole of it', async () => {
    const { user } = renderForm(true);
    await user.click(screen.getByRole('radio', { name: /Сломалось/ }));
    expect(cost()).toBe(`Ремонт или замена — ${money(0)}, покрывается страховкой`);
    await user.click(screen.getByRole('radio', { name: /Украли/ }));
    expect(cost()).toBe(`50% стоимости: ${money(4_500_000)} из ${money(VALUE)} (нужна справка из милиции)`);
    await user.click(screen.getByRole('radio', { name: /Потерялось/ }));
    expect(cost()).toBe(`Полная стоимость устройства: ${money(VALUE)}`);
    expect(costBox().textContent).toContain('Страховка покрывает поломку и кражу, но не потерю.');
  });

  it('without insurance: the repair as assessed up to the value, the whole value if lost or stolen', async () => {
    const { user } = renderForm(false);
    expect(costBox().textContent).toContain('Подписка без страховки');
    await user.click(screen.getByRole('radio', { name: /Сломалось/ }));
    expect(cost()).toBe(`Стоимость ремонта по оценке, не больше ${money(VALUE)}`);
    await user.click(screen.getByRole('radio', { name: /Потерялось/ }));
    expect(cost()).toBe(`Полная стоимость устройства: ${money(VALUE)}`);
    await user.click(screen.getByRole('radio', { name: /Украли/ }));
    expect(cost()).toBe(`Полная стоимость устройства: ${money(VALUE)}`);
    expect(costBox().textContent).not.toContain('не потерю');
  });

  it('a report more than 24 hours late says staff decide on the cover, and what it costs without it', async () => {
    const { user } = renderForm(true);
    await user.click(screen.getByRole('radio', { name: /Сломалось/ }));
    setWhen(new Date(NOW.getTime() - 23 * 3_600_000));
    expect(within(costBox()).queryByRole('note')).toBeNull();
    setWhen(new Date(NOW.getTime() - 25 * 3_600_000));
    const late = within(costBox()).getByRole('note');
    expect(late.textContent).toContain(
      'С момента события прошло больше 24 часов. Заявку примем, а применится ли страховка, решат наши специалисты.',
    );
    expect(late.textContent).toContain(
      `Если страховка не применится Стоимость ремонта по оценке, не больше ${money(VALUE)}`,
    );
    expect(cost()).toBe(`Ремонт или замена — ${money(0)}, покрывается страховкой`);
  });
});

describe('sending the report', () => {
  it('checks every field before anything is sent, and the moment may not be in the future', async () => {
    const { user, fetch } = renderForm(true);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getByText('Выберите, что случилось: поломка, утеря или кража.')).toBeTruthy();
    expect(screen.getByText('Укажите дату и время, когда это случилось.')).toBeTruthy();
    expect(screen.getByText('Опишите, что случилось.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Сломалось/ }));

    await user.click(screen.getByRole('radio', { name: /Украли/ }));
    setWhen(new Date(NOW.getTime() + 2 * 3_600_000));
    await user.type(screen.getByLabelText('Что произошло'), 'Вырвали из рук на улице');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getByText('Дата и время события не могут быть в будущем.')).toBeTruthy();
    expect(screen.getByText('При краже приложите справку из милиции: фото или PDF.')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('sends once with one Idempotency-Key however often it is clicked, photos resized, then says it was filed', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const fetch = fakeFetch(() => json({ statusCode: '200' }));
    fetch.mockImplementation(async (input, init) => {
      fetch.calls.push({
        url: String(input),
        init: init ?? {},
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
      });
      return pending;
    });
    vi.stubGlobal('fetch', fetch);
    const onFiled = vi.fn();
    const subscription = createSubscription({ id: 7, insurance: true, deviceValue: VALUE });
    renderAt(
      '/subscriptions/7/claim/',
      <ClaimForm subscription={subscription} onFiled={onFiled} now={now} />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: /Сломалось/ }));
    const at = new Date(NOW.getTime() - 90 * 60_000);
    setWhen(at);
    await user.type(screen.getByLabelText('Что произошло'), 'Уронил, треснул экран');
    await user.upload(screen.getByLabelText('Добавить фото'), [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'back.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByRole('img', { name: 'Фото 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Удалить фото 2' }));
    await user.upload(
      screen.getByLabelText('Добавить фото'),
      new File(['c'], 'side.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'Фото 2' })).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Отправить заявку' });
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    const [call] = fetch.calls;
    expect(call?.url).toMatch(/\/api\/v3\/claim\/create\/$/);
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    at.setSeconds(0, 0);
    expect(JSON.parse(String(call?.init.body))).toEqual({
      subscriptionID: 7,
      kind: 'broken',
      happenedAt: at.toISOString(),
      description: 'Уронил, треснул экран',
      photos: [btoa('front.jpg'), btoa('side.jpg')],
    });
    answer(json({ statusCode: '200', claim: claim() }));
    await waitFor(() => expect(onFiled).toHaveBeenCalledWith(claim()));
    expect(fetch.calls).toHaveLength(1);
  });

  it('puts the api’s field errors under their fields, and a new try is a new key', async () => {
    const refusal = 'Событие не могло случиться раньше получения устройства (1 ноября 2026 г.).';
    let calls = 0;
    const { user, fetch, onFiled } = renderForm(false, () => {
      calls += 1;
      return calls === 1
        ? json(
            {
              statusCode: '400',
              code: 'validation_failed',
              message: refusal,
              fields: { happenedAt: refusal },
            },
            400,
          )
        : json({ statusCode: '200', claim: claim({ kind: 'lost' }) });
    });
    await user.click(screen.getByRole('radio', { name: /Потерялось/ }));
    setWhen(new Date(NOW.getTime() - 30 * 24 * 3_600_000));
    await user.type(screen.getByLabelText('Что произошло'), 'Оставил в такси');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const when = screen.getByRole('group', { name: 'Когда это случилось' });
    expect(await within(when).findByText(refusal)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Дата'));

    setWhen(new Date(NOW.getTime() - 3 * 3_600_000));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onFiled).toHaveBeenCalled());
    const keys = fetch.calls.map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a theft sends its police report: a PDF as it is', async () => {
    const { user, fetch, onFiled } = renderForm(true, () =>
      json({ statusCode: '200', claim: claim({ kind: 'stolen' }) }),
    );
    await user.click(screen.getByRole('radio', { name: /Украли/ }));
    setWhen(new Date(NOW.getTime() - 2 * 3_600_000));
    await user.type(screen.getByLabelText('Что произошло'), 'Украли в маршрутке');
    await user.upload(
      screen.getByLabelText('Приложить справку'),
      new File(['%PDF-1.4'], 'spravka.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('PDF: spravka.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(onFiled).toHaveBeenCalled());
    const body = JSON.parse(String(fetch.calls[0]?.init.body));
    expect(body.policeReport).toEqual({ type: 'pdf', data: btoa('%PDF-1.4') });
  });
});
