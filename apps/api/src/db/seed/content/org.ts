import { formatPhone } from '@ijara/contract';
import type { SeedOrg } from './types';

const ORG_PHONE_DIGITS = '996312987654';
/** The company's phone as every text shows it, through the one formatter (contract formatPhone). */
export const ORG_PHONE = formatPhone(ORG_PHONE_DIGITS);

export const org: SeedOrg = {
  name: 'Ijara',
  legalName: { ru: 'ОсОО «Иджара Сервис»', en: 'Ijara Service LLC' },
  taxNumber: '02311202010154',
  phone: ORG_PHONE,
  email: 'hello@ijara.kg',
  address: {
    ru: '720040, Кыргызская Республика, г. Бишкек, просп. Чуй, 155, офис 4',
    en: 'Office 4, 155 Chuy Ave, Bishkek 720040, Kyrgyz Republic',
  },
  whatsapp: `https://wa.me/${ORG_PHONE_DIGITS}`,
  telegram: 'https://t.me/ijara_kg',
  vk: 'https://vk.com/ijara_kg',
  chatBot: 'https://t.me/ijara_kg_bot',
};
