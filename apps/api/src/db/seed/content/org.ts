import type { SeedOrg } from './types';

export const org: SeedOrg = {
  name: 'Ijara',
  legalName: { ru: 'ОсОО «Иджара Сервис»', en: 'Ijara Service LLC' },
  phone: '+996 (312) 98-76-54',
  email: 'hello@ijara.kg',
  address: {
    ru: '720040, Кыргызская Республика, г. Бишкек, просп. Чуй, 155, офис 4',
    en: 'Office 4, 155 Chuy Ave, Bishkek 720040, Kyrgyz Republic',
  },
  whatsapp: 'https://wa.me/996312987654',
  telegram: 'https://t.me/ijara_kg',
  vk: 'https://vk.com/ijara_kg',
  chatBot: 'https://t.me/ijara_kg_bot',
};
