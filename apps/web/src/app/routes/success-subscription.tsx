import { buildPath } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Result } from '../../components/ui/result';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { findPickupOffice } from '../../features/catalog/catalog-lookup';
import { PlacedOrderFacts } from '../../features/checkout/components/placed-order-facts';
import { useLocale } from '../../lib/locale';
import styles from './success-subscription.module.css';

/** /success-subscription/{office}/: subscribed with pickup — where to collect the device. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { office: officeId = '' } = useParams();
  const catalog = useCatalog().data;
  const office = catalog && findPickupOffice(catalog, officeId);
  return (
    <Result
      icon="check"
      tone="success"
      title={t('pages.successSubscription.title')}
      text={t('pages.successSubscription.text')}
      actions={
        <ButtonLink to={buildPath('subscriptions', {}, locale)} variant="primary" size="lg">
          {t('pages.successSubscription.toSubscriptions')}
        </ButtonLink>
      }
    >
      <PlacedOrderFacts />
      {office && (
        <div className={styles.office}>
          <p className={styles.name}>{office.name}</p>
          <p className={styles.line}>
            <Icon name="pin" size={16} />
            {office.address}
          </p>
          <p className={styles.line}>
            <Icon name="clock" size={16} />
            {office.hours}
          </p>
        </div>
      )}
      <p className={styles.note}>
        <Icon name="user" size={16} />
        <span>{t('pages.successSubscription.idNote')}</span>
      </p>
    </Result>
  );
}
