import { LOCALES, type Locale } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { switchLocalePath, useLocale } from '../../lib/locale';
import styles from './language-switch.module.css';

const NAMES: Record<Locale, { short: string; name: string }> = {
  ru: { short: 'RU', name: 'Русский' },
  en: { short: 'EN', name: 'English' },
};

/** A link to the same page in the other language (SPEC.md §2); no detection, no reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const target = LOCALES.find((l) => l !== locale) ?? 'ru';
  return (
    <Link
      to={switchLocalePath(pathname, search, hash, target)}
      className={styles.switch}
      hrefLang={target}
      lang={target}
      aria-label={t('common.switchLanguage', { language: NAMES[target].name })}
      preventScrollReset
    >
      <Icon name="globe" size={18} />
      <span aria-hidden="true">{NAMES[target].short}</span>
    </Link>
  );
}
