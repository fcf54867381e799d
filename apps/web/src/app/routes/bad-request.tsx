import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { useLocalizedPath } from '../../lib/locale';

/** /400/: a link or request that cannot be served as given. */
export function Component() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Result
      code={400}
      title={t('pages.badRequest.title')}
      text={t('pages.badRequest.text')}
      actions={
        <ButtonLink to={to('/')} variant="primary" size="lg" icon="arrow-left">
          {t('spec.backHome')}
        </ButtonLink>
      }
    />
  );
}
