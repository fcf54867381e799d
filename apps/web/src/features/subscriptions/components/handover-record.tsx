import { formatDate, type Locale, type THandoverRecord, todayInBishkek } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { FactList } from './fact-list';
import styles from './handover-record.module.css';

/**
 * What the device looked like when staff handed it over (issue 29): who and when, the IMEI, what was
 * in the box, the note and the photos (signed links; each opens the large picture).
 */
export function HandoverRecord({ record }: { record: THandoverRecord }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const facts = [
    ...(record.imei ? [{ label: t('subscriptions.handover.imei'), value: record.imei }] : []),
    ...(record.accessories.length > 0
      ? [{ label: t('subscriptions.handover.accessories'), value: record.accessories.join(', ') }]
      : []),
    ...(record.note ? [{ label: t('subscriptions.handover.note'), value: record.note }] : []),
  ];
  return (
    <div className={styles.record}>
      <p className={styles.by}>
        {t('subscriptions.handover.by', {
          name: record.by,
          date: formatDate(todayInBishkek(new Date(record.at)), locale),
        })}
      </p>
      {facts.length > 0 && <FactList facts={facts} />}
      {record.photos.length > 0 && (
        <ul className={styles.photos}>
          {record.photos.map((photo, index) => (
            <li key={photo.thumb}>
              <a href={photo.full} target="_blank" rel="noopener">
                <img
                  src={photo.thumb}
                  alt={t('subscriptions.handover.photo', { n: index + 1 })}
                  width={160}
                  height={Math.round((160 * photo.height) / photo.width)}
                  loading="lazy"
                  className={styles.photo}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
