import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { useLocalizedPath } from '../../lib/locale';

/** SPEC.md §8's 404: its two texts and the way home. */
export function NotFoundView() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Result
      code={404}
      title={t('spec.notFoundTitle')}
      text={t('spec.notFoundSubtitle')}
      actions={
        <ButtonLink to={to('/')} variant="primary" size="lg" icon="arrow-left">
          {t('spec.backHome')}
        </ButtonLink>
      }
    />
  );
}
