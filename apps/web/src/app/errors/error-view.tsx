import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { useLocalizedPath } from '../../lib/locale';

interface ErrorViewProps {
  /** Falls back to 500 (SPEC.md §8). */
  status?: number;
  message?: string;
}

/** SPEC.md §8's generic error page: the title, the message or "Error", repeat and back to catalogue. */
export function ErrorView({ status = 500, message }: ErrorViewProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Result
      code={status}
      title={t('spec.errorTitle')}
      text={message || t('spec.errorFallbackMessage')}
      actions={
        <>
          <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
            {t('spec.errorRepeat')}
          </Button>
          <ButtonLink to={to('/catalog/')} size="lg">
            {t('spec.errorBackToCatalog')}
          </ButtonLink>
        </>
      }
    />
  );
}
