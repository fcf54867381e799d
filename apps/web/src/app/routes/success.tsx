import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { useLocale } from '../../lib/locale';
import { useSession } from '../../lib/session/use-session';

/** /success/: after a subscription is placed (centred, SPEC.md §2). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const signedIn = useSession((s) => Boolean(s.client));
  return (
    <Result
      icon="check"
      tone="success"
      title={t('pages.success.title')}
      text={t('pages.success.text')}
      actions={
        <ButtonLink
          to={buildPath(signedIn ? 'subscriptions' : 'catalog', {}, locale)}
          variant="primary"
          size="lg"
        >
          {signedIn ? t('pages.success.toSubscriptions') : t('spec.errorBackToCatalog')}
        </ButtonLink>
      }
    />
  );
}
