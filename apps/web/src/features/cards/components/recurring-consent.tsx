import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaggedText } from '../../../components/ui/tagged-text';
import { useLocale } from '../../../lib/locale';

/** "By binding a card you agree to recurring payments", the terms one click away (/rekurrent/). */
export function RecurringConsent({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className={className}>
      <TaggedText
        text={t('cards.recurringConsent')}
        tags={{ terms: <Link to={buildPath('rekurrent', {}, locale)} /> }}
      />
    </p>
  );
}
