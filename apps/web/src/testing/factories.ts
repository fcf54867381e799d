import type { TCatalog, TClient, TFaqItem, TGadget, TReceipt, TSubscription } from '@ijara/contract';

let nextId = 100;
const id = () => nextId++;

/** A loaded client; every call gets a unique id. */
export function createClient(overrides: Partial<TClient> = {}): TClient {
  return {
    id: id(),
    city: 1,
    company: null,
    companyVerified: false,
    gender: 'female',
    citizenship: 'kg',
    communication: 'whatsapp',
    firstName: 'Айгерим',
    lastName: 'Садыкова',
    patronymic: '',
    email: 'aigerim@example.kg',
    emailVerified: true,
    advertising: false,
    birthdate: '1994-05-12',
    phone: '996555123456',
    bonus: 125_000,
    forbidden: false,
    delete_personal_data: false,
    delete_personal_data_date: null,
    ...overrides,
  };
}

export function createGadget(overrides: Partial<TGadget> = {}): TGadget {
  const gadgetId = id();
  return {
    id: gadgetId,
    name: 'iPhone 16',
    slug: 'iphone-16',
    categoyID: 1,
    description: 'A18 chip, 6.1″ display.',
    image: '/svg/phone.svg',
    photo: null,
    photos: [],
    priceFrom: 369_000,
    priceFromByCity: [{ cityID: 1, monthly: 389_000 }],
    models: [
      {
        id: id(),
        name: 'iPhone 16, 128 GB',
        slug: '128gb',
        specs: '128 GB · black',
        prices: [
          { cityID: 1, term: 3, monthly: 599_000 },
          { cityID: 1, term: 6, monthly: 489_000 },
          { cityID: 1, term: 12, monthly: 389_000 },
        ],
        insuranceMonthly: 25_000,
        value: 9_500_000,
      },
    ],
    extras: [{ id: id(), name: 'Case', price: 150_000, billing: 'once' }],
    ...overrides,
  };
}

/** A catalogue answer that passes ZCatalogResponse. */
export function createCatalog(overrides: Partial<TCatalog> = {}): TCatalog {
  return {
    statusCode: '200',
    cities: [
      { id: 1, name: 'Bishkek', slug: 'bishkek', served: true },
      { id: 3, name: 'Karakol', slug: 'karakol', served: false },
    ],
    category: [
      { id: 1, name: 'Smartphones', slug: 'smartphones' },
      { id: 2, name: 'Laptops', slug: 'laptops' },
    ],
    gadgets: [createGadget(), createGadget({ name: 'MacBook Air', slug: 'macbook-air', categoyID: 2 })],
    org: {
      name: 'Ijara',
      legalName: 'Ijara Service LLC',
      taxNumber: '02311202010154',
      phone: '996312987654',
      email: 'hello@ijara.kg',
      address: 'Bishkek',
      whatsapp: 'https://wa.me/996312987654',
      telegram: 'https://t.me/ijara_kg',
      vk: 'https://vk.com/ijara_kg',
      chatBot: 'https://t.me/ijara_support',
      pickup_offices: [{ id: 5, cityID: 1, name: 'Chuy office', address: '155 Chuy Ave', hours: '10–20' }],
    },
    ...overrides,
  };
}

export function createFaq(): TFaqItem[] {
  return [
    { id: 1, question: 'How does it work?', answer: 'You choose a device.' },
    { id: 2, question: 'Is there a deposit?', answer: 'No.' },
  ];
}

/** A subscription that passes ZSubscription; active (status 2) unless told otherwise. */
export function createSubscription(overrides: Partial<TSubscription> = {}): TSubscription {
  return {
    id: id(),
    status: 2,
    serial: 'SN-0001',
    model: { id: 11, name: 'iPhone 16, 128 GB', gadgetID: 10, gadgetName: 'iPhone 16', specs: '128 GB' },
    term: 12,
    startDate: '2026-10-01',
    endDate: '2027-10-01',
    nextPaymentDate: '2026-12-01',
    returnDate: null,
    insurance: true,
    delivery: 'pickup',
    pickupAddress: '155 Chuy Ave',
    deliveryAddress: null,
    promo: null,
    total: 389_000,
    deviceValue: 9_000_000,
    extras: [],
    createdAt: '2026-10-01T10:00:00+06:00',
    ...overrides,
  };
}

/** A receipt that passes ZReceipt: a card payment of month 2 of 12 (docs/decisions/028). */
export function createReceipt(overrides: Partial<TReceipt> = {}): TReceipt {
  return {
    paymentID: id(),
    date: '2026-11-21T04:05:00.000Z',
    type: 'subscription',
    amount: 289_000,
    lines: [{ kind: 'subscription', label: 'Subscription for 12 months', amount: 289_000 }],
    refunded: 0,
    method: 'card',
    card: '**** 4242',
    subscriptionID: 7,
    model: 'iPhone 16, 128 GB',
    period: { number: 2, term: 12, from: '2026-11-21', to: '2026-12-20' },
    seller: {
      legalName: 'Ijara Service LLC',
      taxNumber: '02311202010154',
      address: 'Office 4, 155 Chuy Ave, Bishkek 720040, Kyrgyz Republic',
      phone: '+996 (312) 98-76-54',
      email: 'hello@ijara.kg',
    },
    ...overrides,
  };
}
