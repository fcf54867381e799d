import { formatMoney } from '@ijara/contract';
import type { TStaffClaim, TStaffClaimDetail } from '@ijara/contract/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answer, renderAt, staffMember } from '../../testing/render-at';

const MANAGER = staffMember('manager', 3, 'Нурлан Мамытов');
const OPERATOR = staffMember('operator', 7, 'Эрмек Токтосунов', [1]);
// Testing Library reads texts with their whitespace collapsed: the non-breaking spaces of an amount too.
const money = (amount: number) => formatMoney(amount, 'ru').replace(/\s/g, ' ');
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ');

const ROW: TStaffClaim = {
  id: 12,
  subscriptionID: 31,
  clientID: 5,
  clientName: 'Айдай Токтогулова',
  phone: '996555123456',
  model: 'iPhone 16, 128 ГБ',
  serial: 'SN-31',
  kind: 'stolen',
  status: 'assessing',
  source: 'client',
  happenedAt: '2026-11-20T04:30:00.000Z',
  reportedAt: '2026-11-21T10:00:00.000Z',
  late: true,
  insured: true,
  office: 'Офис на Манаса',
  city: 'Бишкек',
  takenBy: 'Нурлан Мамытов',
  outcome: null,
  amount: null,
  version: 2,
};

function detail(overrides: Partial<TStaffClaimDetail> = {}): TStaffClaimDetail {
  return {
    ...ROW,
    description: 'Вырвали из рук на улице',
    photos: [],
    policeReport: { id: 4, type: 'pdf', url: '/api/staff/claims/file/?id=4&size=full', thumb: null },
    subscription: {
      id: 31,
      status: 2,
      insurance: true,
      deviceValue: 9_000_000,
      term: 12,
      startDate: '2026-11-01',
      endDate: '2027-11-01',
      handedOverAt: '2026-11-01T06:00:00.000Z',
      delivery: 'pickup',
      unitID: 9,
    },
    conditions: [
      {
        kind: 'handover',
        at: '2026-11-01T06:00:00.000Z',
        staffName: 'Эрмек Токтосунов',
        imei: '356938035643809',
        accessories: ['Кабель'],
        note: '',
        outcome: null,
        photos: [
          {
            id: 1,
            type: 'image',
            url: '/api/staff/claims/condition-photo/?id=1&size=full',
            thumb: '/api/staff/claims/condition-photo/?id=1&size=thumb',
          },
        ],
      },
    ],
    unitHistory: [],
    quotes: [
      { outcome: 'written_off', coverApplies: true, basis: 'theft_share', amount: 4_500_000 },
      { outcome: 'written_off', coverApplies: false, basis: 'full_value', amount: 9_000_000 },
      { outcome: 'rejected', coverApplies: true, basis: 'rejected', amount: 0 },
      { outcome: 'rejected', coverApplies: false, basis: 'rejected', amount: 0 },
    ],
    replacementUnits: [],
    coverApplies: null,
    repairCost: null,
    computedAmount: null,
    reason: null,
    decidedBy: null,
    decidedAt: null,
    replacement: null,
    paymentID: null,
    paymentStatus: null,
    ...overrides,
  };
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

function serve(me: object, claim: () => TStaffClaimDetail, post?: (path: string, body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('me/')) return answer(200, { statusCode: '200', staff: me });
    if (url.includes('offices/')) return answer(200, { statusCode: '200', offices: [] });
    if (init?.method === 'POST' && post) return post(url, JSON.parse(String(init.body)));
    if (url.includes('claims/one/')) return answer(200, { statusCode: '200', claim: claim() });
    return answer(200, { statusCode: '200', claims: [ROW] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the claims queue', () => {
  it('lists the open claims newest first with a late one marked, and filters by status from the tabs', async () => {
    const fetch = serve(OPERATOR, detail);
    renderAt('/claims/');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявки' })).toBeTruthy();
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'Заявки' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: '12' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Кража');
    expect(row.textContent).toContain('позже 24 ч');
    expect(row.textContent).toContain('Офис на Манаса');
    await user.click(screen.getByRole('button', { name: 'Закрыта' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('claims/?status=closed'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Закрыта' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('a claim', () => {
  it('shows the report beside the condition records; an operator takes it but a manager decides', async () => {
    let claim = detail({ status: 'received', takenBy: null, version: 1 });
    const sent: unknown[] = [];
    serve(
      OPERATOR,
      () => claim,
      (_url, body) => {
        sent.push(body);
        claim = detail({ status: 'assessing', takenBy: 'Эрмек Токтосунов', version: 2 });
        return answer(200, { statusCode: '200', claim });
      },
    );
    renderAt('/claims/12/');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка № 12 · Кража' })).toBeTruthy();
    const report = screen.getByRole('region', { name: 'Что сообщил клиент' });
    expect(report.textContent).toContain('Вырвали из рук на улице');
    expect(within(report).getByRole('link', { name: 'Открыть справку' }).getAttribute('href')).toBe(
      '/api/staff/claims/file/?id=4&size=full',
    );
    const records = screen.getByRole('region', { name: 'Состояние по актам' });
    expect(within(records).getByRole('img', { name: 'Выдача: фото 1' }).getAttribute('src')).toContain(
      'size=thumb',
    );
    const subscription = screen.getByRole('region', { name: 'Подписка' });
    expect(text(subscription)).toContain(money(9_000_000));
    expect(screen.getByText('Решение по заявке принимает менеджер.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Взять в работу' }));
    expect(await screen.findByText('Заявка взята в работу.')).toBeTruthy();
    expect(sent).toEqual([{ id: 12, version: 1 }]);
    expect(screen.queryByRole('button', { name: 'Взять в работу' })).toBeNull();
  });

  it('a late insured theft: the outcomes of a theft, the amount with and without the cover, never raised', async () => {
    const sent: unknown[] = [];
    let claim = detail();
    serve(
      MANAGER,
      () => claim,
      (_url, body) => {
        sent.push(body);
        claim = detail({
          status: 'decided',
          outcome: 'written_off',
          amount: 4_000_000,
          version: 3,
          paymentStatus: 'fail',
        });
        return answer(200, { statusCode: '200', claim, payment: { id: 90, status: 'fail' } });
      },
    );
    renderAt('/claims/12/');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Решение' }));
    expect(form.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Списание — подписка завершится',
      'Отказ — не страховой случай',
    ]);
    await user.click(form.getByRole('radio', { name: 'Списание — подписка завершится' }));
    expect(text(screen.getByTestId('claim-computed'))).toContain(
      `${money(4_500_000)} · 50% стоимости устройства`,
    );
    await user.click(
      form.getByRole('checkbox', { name: 'Страховка применяется, несмотря на позднее сообщение' }),
    );
    expect(text(screen.getByTestId('claim-computed'))).toContain(
      `${money(9_000_000)} · полная стоимость устройства`,
    );
    await user.click(
      form.getByRole('checkbox', { name: 'Страховка применяется, несмотря на позднее сообщение' }),
    );

    const lower = form.getByLabelText('Снизить сумму до, сом (необязательно)');
    await user.type(lower, '46000');
    expect(form.getByText(`Не больше рассчитанной суммы: ${money(4_500_000)}.`)).toBeTruthy();
    expect((form.getByRole('button', { name: 'Принять решение' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(lower);
    await user.type(lower, '40000');
    await user.type(
      form.getByLabelText('Пояснение для клиента'),
      'Кража подтверждена справкой, скидка за стаж',
    );
    await user.click(form.getByRole('button', { name: 'Принять решение' }));
    expect(
      await screen.findByText(
        `Решение принято. Списать ${money(4_000_000)} с карты не удалось — клиент оплатит на странице подписки.`,
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        id: 12,
        version: 2,
        outcome: 'written_off',
        coverApplies: true,
        amount: 4_000_000,
        reason: 'Кража подтверждена справкой, скидка за стаж',
      },
    ]);
    const decision = await screen.findByRole('region', { name: 'Решение' });
    expect(decision.textContent).toContain('не прошла — ждём оплату клиента');
  });

  it('an uninsured breakage asks the repair cost and shows its amount; a replacement needs a free unit', async () => {
    const sent: unknown[] = [];
    serve(
      MANAGER,
      () =>
        detail({
          kind: 'broken',
          late: false,
          insured: false,
          policeReport: null,
          subscription: { ...detail().subscription, insurance: false },
          quotes: [
            { outcome: 'repair', coverApplies: true, basis: 'assessed', amount: null },
            { outcome: 'replace', coverApplies: true, basis: 'assessed', amount: null },
            { outcome: 'rejected', coverApplies: true, basis: 'rejected', amount: 0 },
          ],
          replacementUnits: [{ serial: 'SN-77', imei: null, office: 'Офис на Манаса' }],
        }),
      (_url, body) => {
        sent.push(body);
        return answer(400, {
          statusCode: '400',
          code: 'validation_failed',
          message: 'Проверьте поля.',
          fields: { reason: 'Укажите причину.' },
        });
      },
    );
    renderAt('/claims/12/');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Решение' }));
    expect(form.queryByRole('checkbox')).toBeNull();
    await user.click(form.getByRole('radio', { name: 'Замена на другое устройство' }));
    expect(text(screen.getByTestId('claim-computed'))).toContain(
      'Укажите стоимость ремонта — покажем сумму.',
    );
    await user.type(form.getByLabelText('Стоимость ремонта, сом'), '120000');
    // Never more than the value stated in the subscription card.
    expect(text(screen.getByTestId('claim-computed'))).toContain(`${money(9_000_000)} · стоимость ремонта`);
    await user.clear(form.getByLabelText('Стоимость ремонта, сом'));
    await user.type(form.getByLabelText('Стоимость ремонта, сом'), '15000');
    expect(text(screen.getByTestId('claim-computed'))).toContain(money(1_500_000));
    await user.selectOptions(form.getByLabelText('Устройство на замену'), 'SN-77');
    await user.click(form.getByRole('button', { name: 'Принять решение' }));
    expect(await form.findByText('Укажите причину.')).toBeTruthy();
    expect(sent).toEqual([
      {
        id: 12,
        version: 2,
        outcome: 'replace',
        repairCost: 1_500_000,
        reason: '',
        replacementSerial: 'SN-77',
      },
    ]);
  });
});
