import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import type { IssuedLink } from './people-queries';

/** The set-up link, shown once after it is made: the api keeps only its hash. */
export function LinkPanel({ issued, onClose }: { issued: IssuedLink; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(issued.setupLink).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="card notice" aria-labelledby="link-title">
      <h2 id="link-title">{t('people.linkTitle')}</h2>
      <p>
        {t('people.linkText', {
          name: issued.staff.name,
          date: formatDateTime(issued.expiresAt, i18n.language),
        })}
      </p>
      <p>
        <code className="link" data-testid="setup-link">
          {issued.setupLink}
        </code>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={copy}>
          {copied ? t('people.copied') : t('people.copy')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('people.cancel')}
        </button>
      </div>
    </section>
  );
}
