import { buildPath } from '@ijara/contract';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/locale';

/** "By binding a card you agree to recurring payments", the terms one click away (/rekurrent/). */
export function RecurringConsent({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <p className={className}>
      <Trans
        i18nKey="cards.recurringConsent"
        components={{ terms: <Link to={buildPath('rekurrent', {}, locale)} /> }}
      />
    </p>
  );
}
