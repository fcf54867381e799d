import { buildPath, type TClient } from '@ijara/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useLocale } from '../../../lib/locale';
import { DeletionFacts } from './deletion-facts';
import { DeletionPending } from './deletion-pending';
import { DeletionRequest } from './deletion-request';
import styles from './deletion-screen.module.css';
import { DeletionSteps } from './deletion-steps';

/** What changed while the page was open; the control that was used is gone, so focus moves. */
type Moved = 'requested' | 'cancelled' | null;

/**
 * /information-delete-profile/: a pending request first (its day and the cancel), then what is erased
 * and kept, how it goes, and — with nothing pending — the request itself.
 */
export function DeletionScreen({ client }: { client: TClient }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const requestedOn = client.delete_personal_data ? client.delete_personal_data_date : null;
  const [moved, setMoved] = useState<Moved>(null);
  const pendingRef = useRef<HTMLHeadingElement>(null);
  const cancelledRef = useRef<HTMLDivElement>(null);
  const seen = useRef(requestedOn);

  // Follows the session's client rather than the calls' callbacks: the form or the cancel button that
  // made the change has unmounted by the time its call settles.
  useEffect(() => {
    if (seen.current === requestedOn) return;
    setMoved(requestedOn ? 'requested' : 'cancelled');
    seen.current = requestedOn;
  }, [requestedOn]);

  useEffect(() => {
    if (moved === 'requested') pendingRef.current?.focus();
    if (moved === 'cancelled') cancelledRef.current?.focus();
  }, [moved]);

  return (
    <div className={styles.screen}>
      {requestedOn ? (
        <DeletionPending requestedOn={requestedOn} headingRef={pendingRef} />
      ) : (
        moved === 'cancelled' && (
          <div ref={cancelledRef} tabIndex={-1} className={styles.notice}>
            <Alert tone="success">{t('deleteProfile.cancelled')}</Alert>
          </div>
        )
      )}
      <DeletionFacts />
      <DeletionSteps />
      {!requestedOn && <DeletionRequest />}
      <p className={styles.more}>
        <Link to={buildPath('privacy', {}, locale)}>{t('pages.deleteProfileInfo.privacyLink')}</Link>
      </p>
    </div>
  );
}
