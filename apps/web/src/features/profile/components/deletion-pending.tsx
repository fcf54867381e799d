import { deletionDate, formatDate } from '@ijara/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/locale';
import { useCancelDeletion } from '../api/cancel-deletion';
import styles from './deletion-pending.module.css';

interface DeletionPendingProps {
  /** The recorded request date; erasure is 12 days later (SPEC.md §4). */
  requestedOn: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A request is pending: the day, what it means until then, and the way back (the cancel call). */
export function DeletionPending({ requestedOn, headingRef }: DeletionPendingProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelDeletion();
  const date = formatDate(deletionDate(requestedOn), locale);
  return (
    <section className={styles.pending} aria-labelledby="deletion-pending">
      <span className={styles.icon}>
        <Icon name="clock" size={24} />
      </span>
      <div className={styles.body}>
        <h2 id="deletion-pending" className={styles.title} ref={headingRef} tabIndex={-1}>
          {t('deleteProfile.pending.title', { date })}
        </h2>
        <p>{t('deleteProfile.pending.text')}</p>
        {cancel.error && <Alert tone="error">{cancel.error.message}</Alert>}
        <div>
          <Button
            variant="primary"
            size="lg"
            onClick={() => cancel.mutate()}
            pending={cancel.isPending}
            pendingLabel={t('deleteProfile.pending.cancelling')}
          >
            {t('deleteProfile.pending.cancel')}
          </Button>
        </div>
      </div>
    </section>
  );
}
