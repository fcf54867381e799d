import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { useLocalizedPath } from '../../lib/locale';
import { StatusView } from './status-view';

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
    <StatusView
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
