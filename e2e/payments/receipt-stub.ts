/** A payment/receipt/{id}/ answer of the contract's shape, with the demo organisation's requisites. */
export const RECEIPT = {
  statusCode: '200',
  receipt: {
    paymentID: 1042,
    date: '2026-11-21T04:05:00.000Z',
    type: 'subscription',
    amount: 289_000,
    lines: [{ kind: 'subscription', label: 'Подписка на 12\u00a0месяцев', amount: 289_000 }],
    refunded: 0,
    method: 'card',
    card: '**** 4242',
    subscriptionID: 11,
    model: 'iPhone 16, 128 ГБ',
    period: { number: 2, term: 12, from: '2026-11-21', to: '2026-12-20' },
    seller: {
      legalName: 'ОсОО «Иджара Сервис»',
      taxNumber: '02311202010154',
      address: '720040, Кыргызская Республика, г. Бишкек, просп. Чуй, 155, офис 4',
      phone: '+996 (312) 98-76-54',
      email: 'hello@ijara.kg',
    },
  },
  pdf: { path: '/api/receipts/1042/?signature=stub', expiresAt: '2099-01-01T00:00:00.000Z' },
};
