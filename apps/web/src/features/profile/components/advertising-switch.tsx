import type { TClient } from '@ijara/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useSetAdvertising } from '../api/set-advertising';
import styles from './advertising-switch.module.css';
import card from './side-card.module.css';

/** The marketing consent (user/advertising/): saved as soon as it is switched. */
export function AdvertisingSwitch({ client }: { client: TClient }) {
  const { t } = useTranslation();
  const set = useSetAdvertising();
  const textId = useId();
  // While saving, the switch shows what was asked; then what the api answered; a refusal puts it back.
  // What was asked is kept in the click's own render: the mutation reports pending a tick later, and a
  // render in between would put the controlled checkbox back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const saved = set.data?.advertising;
  const checked = asked ?? saved ?? client.advertising;
  return (
    <section className={card.card} aria-labelledby={`${textId}-title`}>
      <h2 id={`${textId}-title`} className={card.title}>
        {t('profile.advertising.title')}
      </h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={checked}
          aria-checked={checked}
          aria-describedby={textId}
          onChange={(event) => {
            if (asked !== null) return;
            setAsked(event.target.checked);
            set.mutate(event.target.checked, { onSettled: () => setAsked(null) });
          }}
        />
        <span className={styles.track} aria-hidden="true" />
        <span className={styles.label}>{t('profile.advertising.label')}</span>
      </label>
      <p id={textId} className={card.text}>
        {t('profile.advertising.text')}
      </p>
      {set.isError && <Alert tone="error">{set.error.message}</Alert>}
      <p role="status" className={styles.saved}>
        {saved !== undefined && (saved ? t('profile.advertising.on') : t('profile.advertising.off'))}
      </p>
    </section>
  );
}
