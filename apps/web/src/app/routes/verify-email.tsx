import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { useLocalizedPath } from '../../lib/locale';

/** /verify-email/: where the link from the confirmation e-mail lands. */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Result
      icon="mail"
      title={t('pages.verifyEmail.title')}
      text={t('pages.verifyEmail.text')}
      actions={
        <ButtonLink to={to('/')} size="lg">
          {t('spec.backHome')}
        </ButtonLink>
      }
    />
  );
}
