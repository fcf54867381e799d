import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card narrow">
      <h1>{t('notFound')}</h1>
      <Link to="/">{t('home_link')}</Link>
    </section>
  );
}
