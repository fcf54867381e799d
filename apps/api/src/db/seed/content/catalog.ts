import type {
  SeedCategory,
  SeedCity,
  SeedCompany,
  SeedExtra,
  SeedGadget,
  SeedModel,
  SeedOffice,
} from './types';

/** Whole som to minor units (tyiyn). */
const som = (amount: number): number => amount * 100;

/**
 * Monthly prices in som for Bishkek for the 3-, 6- and 12-month terms; Osh is about 4% cheaper,
 * rounded to a price ending in 90 som.
 */
function prices(m3: number, m6: number, m12: number): SeedModel['prices'] {
  const osh = (v: number): number => som(Math.round((v * 0.96) / 100) * 100 - 10);
  return {
    bishkek: { 3: som(m3), 6: som(m6), 12: som(m12) },
    osh: { 3: osh(m3), 6: osh(m6), 12: osh(m12) },
  };
}

export const cities: SeedCity[] = [
  { slug: 'bishkek', name: { ru: 'Бишкек', en: 'Bishkek' }, served: true, deliveryFee: som(300) },
  { slug: 'osh', name: { ru: 'Ош', en: 'Osh' }, served: true, deliveryFee: som(400) },
  { slug: 'karakol', name: { ru: 'Каракол', en: 'Karakol' }, served: false },
  { slug: 'jalal-abad', name: { ru: 'Джалал-Абад', en: 'Jalal-Abad' }, served: false },
];

export const categories: SeedCategory[] = [
  { slug: 'smartphones', name: { ru: 'Смартфоны', en: 'Smartphones' } },
  { slug: 'laptops', name: { ru: 'Ноутбуки', en: 'Laptops' } },
  { slug: 'tablets', name: { ru: 'Планшеты', en: 'Tablets' } },
  { slug: 'watches', name: { ru: 'Умные часы', en: 'Smartwatches' } },
  { slug: 'consoles', name: { ru: 'Игровые приставки', en: 'Game consoles' } },
];

export const extras: SeedExtra[] = [
  {
    slug: 'case-glass',
    name: { ru: 'Защитный чехол и стекло', en: 'Protective case and screen glass' },
    price: som(1_500),
    billing: 'once',
  },
  {
    slug: 'charger',
    name: { ru: 'Быстрое зарядное устройство USB-C', en: 'USB-C fast charger' },
    price: som(1_900),
    billing: 'once',
  },
  {
    slug: 'power-bank',
    name: { ru: 'Внешний аккумулятор 10 000 мА·ч', en: '10,000 mAh power bank' },
    price: som(2_400),
    billing: 'once',
  },
  {
    slug: 'apple-pencil',
    name: { ru: 'Apple Pencil Pro', en: 'Apple Pencil Pro' },
    price: som(490),
    billing: 'monthly',
  },
  {
    slug: 'airpods',
    name: { ru: 'Наушники AirPods 4 с шумоподавлением', en: 'AirPods 4 with Active Noise Cancellation' },
    price: som(590),
    billing: 'monthly',
  },
  {
    slug: 'galaxy-buds',
    name: { ru: 'Наушники Samsung Galaxy Buds3', en: 'Samsung Galaxy Buds3 earbuds' },
    price: som(450),
    billing: 'monthly',
  },
  {
    slug: 'laptop-sleeve',
    name: { ru: 'Чехол-папка для ноутбука', en: 'Laptop sleeve' },
    price: som(1_900),
    billing: 'once',
  },
  {
    slug: 'usb-c-hub',
    name: {
      ru: 'USB-C хаб 7 в 1 (HDMI, USB-A, кардридер)',
      en: 'USB-C 7-in-1 hub (HDMI, USB-A, card reader)',
    },
    price: som(2_200),
    billing: 'once',
  },
  {
    slug: 'wireless-mouse',
    name: { ru: 'Беспроводная мышь Logitech MX Anywhere 3S', en: 'Logitech MX Anywhere 3S wireless mouse' },
    price: som(290),
    billing: 'monthly',
  },
  {
    slug: 'watch-strap',
    name: { ru: 'Дополнительный спортивный ремешок', en: 'Extra sport band' },
    price: som(1_200),
    billing: 'once',
  },
  {
    slug: 'dualsense',
    name: { ru: 'Второй геймпад DualSense', en: 'Second DualSense controller' },
    price: som(390),
    billing: 'monthly',
  },
];

const phoneExtras = ['case-glass', 'charger', 'power-bank'];

export const gadgets: SeedGadget[] = [
  {
    slug: 'iphone-16',
    categorySlug: 'smartphones',
    name: { ru: 'iPhone 16', en: 'iPhone 16' },
    description: {
      ru: 'Смартфон Apple с чипом A18, кнопкой «Управление камерой» и 48-мегапиксельной камерой. Экран 6,1″ Super Retina XDR.',
      en: 'Apple smartphone with the A18 chip, the Camera Control button and a 48 MP camera. 6.1″ Super Retina XDR display.',
    },
    image: 'phone',
    models: [
      {
        slug: '128gb-black',
        color: '#3b3d40',
        name: { ru: 'iPhone 16, 128 ГБ', en: 'iPhone 16, 128 GB' },
        specs: { ru: '128 ГБ · чёрный · 6,1″', en: '128 GB · Black · 6.1″' },
        value: som(95_000),
        insuranceMonthly: som(250),
        prices: prices(5_990, 4_890, 3_890),
      },
      {
        slug: '256gb-ultramarine',
        color: '#8fa6f2',
        name: { ru: 'iPhone 16, 256 ГБ', en: 'iPhone 16, 256 GB' },
        specs: { ru: '256 ГБ · ультрамарин · 6,1″', en: '256 GB · Ultramarine · 6.1″' },
        value: som(110_000),
        insuranceMonthly: som(290),
        prices: prices(6_890, 5_590, 4_490),
      },
    ],
    extras: [...phoneExtras, 'airpods'],
  },
  {
    slug: 'iphone-16-pro',
    categorySlug: 'smartphones',
    name: { ru: 'iPhone 16 Pro', en: 'iPhone 16 Pro' },
    description: {
      ru: 'Титановый корпус, экран 6,3″ ProMotion 120 Гц и тройная камера с пятикратным оптическим зумом.',
      en: 'Titanium design, a 6.3″ ProMotion 120 Hz display and a triple camera with 5x optical zoom.',
    },
    image: 'phone',
    models: [
      {
        slug: '128gb-black-titanium',
        color: '#3c3c3e',
        name: { ru: 'iPhone 16 Pro, 128 ГБ', en: 'iPhone 16 Pro, 128 GB' },
        specs: { ru: '128 ГБ · чёрный титан · 6,3″', en: '128 GB · Black Titanium · 6.3″' },
        value: som(120_000),
        insuranceMonthly: som(320),
        prices: prices(7_490, 6_190, 4_890),
      },
      {
        slug: '256gb-desert-titanium',
        color: '#bfa48f',
        name: { ru: 'iPhone 16 Pro, 256 ГБ', en: 'iPhone 16 Pro, 256 GB' },
        specs: { ru: '256 ГБ · пустынный титан · 6,3″', en: '256 GB · Desert Titanium · 6.3″' },
        value: som(135_000),
        insuranceMonthly: som(360),
        prices: prices(8_390, 6_890, 5_490),
      },
      {
        slug: '512gb-natural-titanium',
        color: '#c2bcb2',
        name: { ru: 'iPhone 16 Pro, 512 ГБ', en: 'iPhone 16 Pro, 512 GB' },
        specs: { ru: '512 ГБ · натуральный титан · 6,3″', en: '512 GB · Natural Titanium · 6.3″' },
        value: som(160_000),
        insuranceMonthly: som(420),
        prices: prices(9_890, 8_190, 6_490),
      },
    ],
    extras: [...phoneExtras, 'airpods'],
  },
  {
    slug: 'iphone-16-pro-max',
    categorySlug: 'smartphones',
    name: { ru: 'iPhone 16 Pro Max', en: 'iPhone 16 Pro Max' },
    description: {
      ru: 'Самый большой iPhone: экран 6,9″, чип A18 Pro и рекордное время работы от батареи.',
      en: 'The largest iPhone: a 6.9″ display, the A18 Pro chip and the longest battery life of any iPhone.',
    },
    image: 'phone',
    models: [
      {
        slug: '256gb-desert-titanium',
        color: '#bfa48f',
        name: { ru: 'iPhone 16 Pro Max, 256 ГБ', en: 'iPhone 16 Pro Max, 256 GB' },
        specs: { ru: '256 ГБ · пустынный титан · 6,9″', en: '256 GB · Desert Titanium · 6.9″' },
        value: som(150_000),
        insuranceMonthly: som(390),
        prices: prices(9_290, 7_690, 6_090),
      },
      {
        slug: '512gb-white-titanium',
        color: '#f0efeb',
        name: { ru: 'iPhone 16 Pro Max, 512 ГБ', en: 'iPhone 16 Pro Max, 512 GB' },
        specs: { ru: '512 ГБ · белый титан · 6,9″', en: '512 GB · White Titanium · 6.9″' },
        value: som(172_000),
        insuranceMonthly: som(450),
        prices: prices(10_690, 8_790, 6_990),
      },
    ],
    extras: [...phoneExtras, 'airpods'],
  },
  {
    slug: 'samsung-galaxy-s25',
    categorySlug: 'smartphones',
    name: { ru: 'Samsung Galaxy S25', en: 'Samsung Galaxy S25' },
    description: {
      ru: 'Компактный флагман с экраном 6,2″, процессором Snapdragon 8 Elite for Galaxy и функциями Galaxy AI.',
      en: 'A compact flagship with a 6.2″ display, the Snapdragon 8 Elite for Galaxy chip and Galaxy AI features.',
    },
    image: 'phone',
    models: [
      {
        slug: '128gb-navy',
        color: '#2f3b5c',
        name: { ru: 'Galaxy S25, 12/128 ГБ', en: 'Galaxy S25, 12/128 GB' },
        specs: { ru: '12/128 ГБ · тёмно-синий · 6,2″', en: '12/128 GB · Navy · 6.2″' },
        value: som(75_000),
        insuranceMonthly: som(200),
        prices: prices(4_690, 3_890, 3_090),
      },
      {
        slug: '256gb-icyblue',
        color: '#bcd3e8',
        name: { ru: 'Galaxy S25, 12/256 ГБ', en: 'Galaxy S25, 12/256 GB' },
        specs: { ru: '12/256 ГБ · голубой лёд · 6,2″', en: '12/256 GB · Icyblue · 6.2″' },
        value: som(82_000),
        insuranceMonthly: som(220),
        prices: prices(5_090, 4_190, 3_390),
      },
    ],
    extras: [...phoneExtras, 'galaxy-buds'],
  },
  {
    slug: 'samsung-galaxy-s25-ultra',
    categorySlug: 'smartphones',
    name: { ru: 'Samsung Galaxy S25 Ultra', en: 'Samsung Galaxy S25 Ultra' },
    description: {
      ru: 'Флагман Samsung с камерой 200 Мп, встроенным пером S Pen и титановой рамкой. Экран 6,9″.',
      en: 'Samsung’s flagship with a 200 MP camera, a built-in S Pen and a titanium frame. 6.9″ display.',
    },
    image: 'phone',
    models: [
      {
        slug: '256gb-titanium-silverblue',
        color: '#9daec2',
        name: { ru: 'Galaxy S25 Ultra, 12/256 ГБ', en: 'Galaxy S25 Ultra, 12/256 GB' },
        specs: { ru: '12/256 ГБ · титановый серебристо-синий', en: '12/256 GB · Titanium Silverblue' },
        value: som(125_000),
        insuranceMonthly: som(330),
        prices: prices(7_790, 6_390, 5_090),
      },
      {
        slug: '512gb-titanium-black',
        color: '#37383b',
        name: { ru: 'Galaxy S25 Ultra, 12/512 ГБ', en: 'Galaxy S25 Ultra, 12/512 GB' },
        specs: { ru: '12/512 ГБ · титановый чёрный', en: '12/512 GB · Titanium Black' },
        value: som(140_000),
        insuranceMonthly: som(370),
        prices: prices(8_690, 7_190, 5_690),
      },
    ],
    extras: [...phoneExtras, 'galaxy-buds'],
  },
  {
    slug: 'xiaomi-15',
    categorySlug: 'smartphones',
    name: { ru: 'Xiaomi 15', en: 'Xiaomi 15' },
    description: {
      ru: 'Компактный смартфон с оптикой Leica, процессором Snapdragon 8 Elite и батареей 5240 мА·ч.',
      en: 'A compact smartphone with Leica optics, the Snapdragon 8 Elite chip and a 5240 mAh battery.',
    },
    image: 'phone',
    models: [
      {
        slug: '256gb-black',
        color: '#2a2b2d',
        name: { ru: 'Xiaomi 15, 12/256 ГБ', en: 'Xiaomi 15, 12/256 GB' },
        specs: { ru: '12/256 ГБ · чёрный · 6,36″', en: '12/256 GB · Black · 6.36″' },
        value: som(65_000),
        insuranceMonthly: som(180),
        prices: prices(4_090, 3_390, 2_690),
      },
      {
        slug: '512gb-green',
        color: '#6f907c',
        name: { ru: 'Xiaomi 15, 12/512 ГБ', en: 'Xiaomi 15, 12/512 GB' },
        specs: { ru: '12/512 ГБ · зелёный · 6,36″', en: '12/512 GB · Green · 6.36″' },
        value: som(72_000),
        insuranceMonthly: som(190),
        prices: prices(4_490, 3_690, 2_990),
      },
    ],
    extras: phoneExtras,
  },
  {
    slug: 'macbook-air-13-m3',
    categorySlug: 'laptops',
    name: { ru: 'MacBook Air 13 (M3)', en: 'MacBook Air 13 (M3)' },
    description: {
      ru: 'Тонкий и бесшумный ноутбук на чипе Apple M3 с экраном Liquid Retina 13,6″ и автономностью до 18 часов.',
      en: 'A thin, fanless laptop with the Apple M3 chip, a 13.6″ Liquid Retina display and up to 18 hours of battery life.',
    },
    image: 'laptop',
    models: [
      {
        slug: '16gb-256gb-midnight',
        color: '#2e3541',
        name: { ru: 'MacBook Air 13 M3, 16/256 ГБ', en: 'MacBook Air 13 M3, 16/256 GB' },
        specs: {
          ru: 'M3 · 16 ГБ ОЗУ · SSD 256 ГБ · «тёмная ночь»',
          en: 'M3 · 16 GB RAM · 256 GB SSD · Midnight',
        },
        value: som(115_000),
        insuranceMonthly: som(300),
        prices: prices(7_190, 5_890, 4_690),
      },
      {
        slug: '16gb-512gb-starlight',
        color: '#e3dccf',
        name: { ru: 'MacBook Air 13 M3, 16/512 ГБ', en: 'MacBook Air 13 M3, 16/512 GB' },
        specs: {
          ru: 'M3 · 16 ГБ ОЗУ · SSD 512 ГБ · «сияющая звезда»',
          en: 'M3 · 16 GB RAM · 512 GB SSD · Starlight',
        },
        value: som(140_000),
        insuranceMonthly: som(370),
        prices: prices(8_690, 7_190, 5_690),
      },
    ],
    extras: ['laptop-sleeve', 'usb-c-hub', 'wireless-mouse', 'airpods'],
  },
  {
    slug: 'macbook-pro-14',
    categorySlug: 'laptops',
    name: { ru: 'MacBook Pro 14', en: 'MacBook Pro 14' },
    description: {
      ru: 'Профессиональный ноутбук с экраном Liquid Retina XDR 14,2″ для монтажа, разработки и работы с графикой.',
      en: 'A professional laptop with a 14.2″ Liquid Retina XDR display for video editing, development and design work.',
    },
    image: 'laptop',
    models: [
      {
        slug: 'm4-16gb-512gb-space-black',
        color: '#2f2f31',
        name: { ru: 'MacBook Pro 14 M4, 16/512 ГБ', en: 'MacBook Pro 14 M4, 16/512 GB' },
        specs: {
          ru: 'M4 · 16 ГБ ОЗУ · SSD 512 ГБ · «чёрный космос»',
          en: 'M4 · 16 GB RAM · 512 GB SSD · Space Black',
        },
        value: som(180_000),
        insuranceMonthly: som(480),
        prices: prices(11_190, 9_190, 7_390),
      },
      {
        slug: 'm4-pro-24gb-512gb-silver',
        color: '#dcdee0',
        name: { ru: 'MacBook Pro 14 M4 Pro, 24/512 ГБ', en: 'MacBook Pro 14 M4 Pro, 24/512 GB' },
        specs: {
          ru: 'M4 Pro · 24 ГБ ОЗУ · SSD 512 ГБ · серебристый',
          en: 'M4 Pro · 24 GB RAM · 512 GB SSD · Silver',
        },
        value: som(230_000),
        insuranceMonthly: som(610),
        prices: prices(14_290, 11_790, 9_390),
      },
    ],
    extras: ['laptop-sleeve', 'usb-c-hub', 'wireless-mouse', 'airpods'],
  },
  {
    slug: 'lenovo-legion-5',
    categorySlug: 'laptops',
    name: { ru: 'Lenovo Legion 5 Gen 9', en: 'Lenovo Legion 5 Gen 9' },
    description: {
      ru: 'Игровой ноутбук с видеокартой GeForce RTX 4060 и экраном 16″ WQXGA 165 Гц. Подходит и для игр, и для 3D.',
      en: 'A gaming laptop with a GeForce RTX 4060 GPU and a 16″ WQXGA 165 Hz display, good for both games and 3D work.',
    },
    image: 'laptop',
    models: [
      {
        slug: 'r7-16gb-1tb',
        color: '#4a4d52',
        name: { ru: 'Legion 5 Gen 9, 16 ГБ / 1 ТБ', en: 'Legion 5 Gen 9, 16 GB / 1 TB' },
        specs: {
          ru: 'Ryzen 7 8845HS · RTX 4060 · 16 ГБ ОЗУ · SSD 1 ТБ',
          en: 'Ryzen 7 8845HS · RTX 4060 · 16 GB RAM · 1 TB SSD',
        },
        value: som(130_000),
        insuranceMonthly: som(340),
        prices: prices(8_090, 6_690, 5_290),
      },
      {
        slug: 'r7-32gb-1tb',
        color: '#4a4d52',
        name: { ru: 'Legion 5 Gen 9, 32 ГБ / 1 ТБ', en: 'Legion 5 Gen 9, 32 GB / 1 TB' },
        specs: {
          ru: 'Ryzen 7 8845HS · RTX 4060 · 32 ГБ ОЗУ · SSD 1 ТБ',
          en: 'Ryzen 7 8845HS · RTX 4060 · 32 GB RAM · 1 TB SSD',
        },
        value: som(145_000),
        insuranceMonthly: som(380),
        prices: prices(8_990, 7_390, 5_890),
      },
    ],
    extras: ['laptop-sleeve', 'wireless-mouse'],
  },
  {
    slug: 'ipad-air-11-m3',
    categorySlug: 'tablets',
    name: { ru: 'iPad Air 11 (M3)', en: 'iPad Air 11 (M3)' },
    description: {
      ru: 'Лёгкий планшет на чипе M3 с экраном 11″ и поддержкой Apple Pencil Pro — для учёбы, заметок и рисования.',
      en: 'A light tablet with the M3 chip, an 11″ display and Apple Pencil Pro support — for study, notes and drawing.',
    },
    image: 'tablet',
    models: [
      {
        slug: '128gb-wifi-space-gray',
        color: '#6d6e72',
        name: { ru: 'iPad Air 11 M3, 128 ГБ Wi-Fi', en: 'iPad Air 11 M3, 128 GB Wi-Fi' },
        specs: { ru: '128 ГБ · Wi-Fi · серый космос', en: '128 GB · Wi-Fi · Space Gray' },
        value: som(65_000),
        insuranceMonthly: som(170),
        prices: prices(4_090, 3_390, 2_690),
      },
      {
        slug: '256gb-wifi-blue',
        color: '#a3bbd6',
        name: { ru: 'iPad Air 11 M3, 256 ГБ Wi-Fi', en: 'iPad Air 11 M3, 256 GB Wi-Fi' },
        specs: { ru: '256 ГБ · Wi-Fi · синий', en: '256 GB · Wi-Fi · Blue' },
        value: som(75_000),
        insuranceMonthly: som(200),
        prices: prices(4_690, 3_890, 3_090),
      },
    ],
    extras: ['case-glass', 'charger', 'apple-pencil'],
  },
  {
    slug: 'samsung-galaxy-tab-s10-plus',
    categorySlug: 'tablets',
    name: { ru: 'Samsung Galaxy Tab S10+', en: 'Samsung Galaxy Tab S10+' },
    description: {
      ru: 'Планшет с экраном Dynamic AMOLED 2X 12,4″ и пером S Pen в комплекте. Защита от воды и пыли IP68.',
      en: 'A tablet with a 12.4″ Dynamic AMOLED 2X display and an S Pen in the box. IP68 water and dust resistance.',
    },
    image: 'tablet',
    models: [
      {
        slug: '256gb-moonstone-gray',
        color: '#676b70',
        name: { ru: 'Galaxy Tab S10+, 12/256 ГБ', en: 'Galaxy Tab S10+, 12/256 GB' },
        specs: { ru: '12/256 ГБ · Wi-Fi · лунный серый', en: '12/256 GB · Wi-Fi · Moonstone Gray' },
        value: som(90_000),
        insuranceMonthly: som(240),
        prices: prices(5_590, 4_590, 3_690),
      },
      {
        slug: '512gb-platinum-silver',
        color: '#d5d7d9',
        name: { ru: 'Galaxy Tab S10+, 12/512 ГБ', en: 'Galaxy Tab S10+, 12/512 GB' },
        specs: {
          ru: '12/512 ГБ · Wi-Fi · платиновый серебристый',
          en: '12/512 GB · Wi-Fi · Platinum Silver',
        },
        value: som(102_000),
        insuranceMonthly: som(270),
        prices: prices(6_390, 5_190, 4_190),
      },
    ],
    extras: ['case-glass', 'charger', 'galaxy-buds'],
  },
  {
    slug: 'apple-watch-series-10',
    categorySlug: 'watches',
    name: { ru: 'Apple Watch Series 10', en: 'Apple Watch Series 10' },
    description: {
      ru: 'Самые тонкие Apple Watch с широкоугольным OLED-экраном, ЭКГ и отслеживанием сна.',
      en: 'The thinnest Apple Watch yet, with a wide-angle OLED display, ECG and sleep tracking.',
    },
    image: 'watch',
    models: [
      {
        slug: '42mm-jet-black',
        color: '#1f1f21',
        name: { ru: 'Apple Watch Series 10, 42 мм', en: 'Apple Watch Series 10, 42 mm' },
        specs: { ru: '42 мм · алюминий · глянцевый чёрный · GPS', en: '42 mm · Aluminium · Jet Black · GPS' },
        value: som(42_000),
        insuranceMonthly: som(120),
        prices: prices(2_690, 2_190, 1_790),
      },
      {
        slug: '46mm-silver',
        color: '#d9dadc',
        name: { ru: 'Apple Watch Series 10, 46 мм', en: 'Apple Watch Series 10, 46 mm' },
        specs: { ru: '46 мм · алюминий · серебристый · GPS', en: '46 mm · Aluminium · Silver · GPS' },
        value: som(46_000),
        insuranceMonthly: som(130),
        prices: prices(2_890, 2_390, 1_890),
      },
    ],
    extras: ['watch-strap', 'power-bank'],
  },
  {
    slug: 'playstation-5-slim',
    categorySlug: 'consoles',
    name: { ru: 'PlayStation 5 Slim', en: 'PlayStation 5 Slim' },
    description: {
      ru: 'Компактная PlayStation 5 с SSD на 1 ТБ и геймпадом DualSense. Игры в 4K и до 120 кадров в секунду.',
      en: 'The compact PlayStation 5 with a 1 TB SSD and a DualSense controller. 4K gaming at up to 120 fps.',
    },
    image: 'console',
    models: [
      {
        slug: 'disc-1tb',
        color: '#f3f3f1',
        name: { ru: 'PS5 Slim с дисководом, 1 ТБ', en: 'PS5 Slim with disc drive, 1 TB' },
        specs: { ru: '1 ТБ · с дисководом · белый', en: '1 TB · Disc drive · White' },
        value: som(55_000),
        insuranceMonthly: som(150),
        prices: prices(3_490, 2_890, 2_290),
      },
      {
        slug: 'digital-1tb',
        color: '#f3f3f1',
        name: { ru: 'PS5 Slim Digital Edition, 1 ТБ', en: 'PS5 Slim Digital Edition, 1 TB' },
        specs: { ru: '1 ТБ · без дисковода · белый', en: '1 TB · Digital only · White' },
        value: som(48_000),
        insuranceMonthly: som(130),
        prices: prices(2_990, 2_490, 1_990),
      },
    ],
    extras: ['dualsense'],
  },
  {
    slug: 'xbox-series-x',
    categorySlug: 'consoles',
    name: { ru: 'Xbox Series X', en: 'Xbox Series X' },
    description: {
      ru: 'Самая мощная консоль Microsoft с SSD на 1 ТБ и поддержкой подписки Game Pass.',
      en: 'Microsoft’s most powerful console, with a 1 TB SSD and Game Pass support.',
    },
    image: 'console',
    models: [
      {
        slug: '1tb-black',
        color: '#1e1f20',
        name: { ru: 'Xbox Series X, 1 ТБ', en: 'Xbox Series X, 1 TB' },
        specs: { ru: '1 ТБ · с дисководом · чёрный', en: '1 TB · Disc drive · Black' },
        value: som(58_000),
        insuranceMonthly: som(150),
        prices: prices(3_690, 2_990, 2_390),
      },
    ],
    extras: [],
  },
];

export const offices: SeedOffice[] = [
  {
    citySlug: 'bishkek',
    name: { ru: 'Офис на Чуй', en: 'Chuy Avenue office' },
    address: { ru: 'Бишкек, просп. Чуй, 155', en: '155 Chuy Ave, Bishkek' },
    hours: { ru: 'Пн–Сб 10:00–20:00', en: 'Mon–Sat 10:00–20:00' },
  },
  {
    citySlug: 'bishkek',
    name: { ru: 'Офис на Манаса', en: 'Manas Avenue office' },
    address: { ru: 'Бишкек, просп. Манаса, 40', en: '40 Manas Ave, Bishkek' },
    hours: { ru: 'Ежедневно 10:00–21:00', en: 'Daily 10:00–21:00' },
  },
  {
    citySlug: 'osh',
    name: { ru: 'Офис в Оше', en: 'Osh office' },
    address: { ru: 'Ош, ул. Ленина, 221', en: '221 Lenin St, Osh' },
    hours: { ru: 'Пн–Сб 9:00–19:00', en: 'Mon–Sat 9:00–19:00' },
  },
];

export const companies: SeedCompany[] = [
  { name: { ru: 'Сапат Логистикс', en: 'Sapat Logistics' }, discountPercent: 5 },
  { name: { ru: 'Жолдош Финанс', en: 'Joldosh Finance' }, discountPercent: 10 },
  { name: { ru: 'Темир-Тоо Медиа', en: 'Temir-Too Media' }, discountPercent: 7 },
];
