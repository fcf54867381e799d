import 'i18next';
import type { SpecTextKey } from '@ijara/contract';
import type ru from '../locales/ru.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru & { spec: Record<SpecTextKey, string> } };
    returnNull: false;
  }
}
