import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './courier-notice.module.css';
import { StepHeading } from './step-heading';

const POINTS = ['invite', 'link', 'noLink'] as const;

/**
 * The 'For Couriers' option (SPEC.md §1: wording only, behaviour not shown): couriers are given
 * access by the delivery team, so there is no self-service sign-in here (apps/web/README.md).
 */
export function CourierNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <StepHeading title={t('signIn.courierTitle')} lead={t('signIn.courier.lead')} />
      <ul className={styles.points}>
        {POINTS.map((key) => (
          <li key={key} className={styles.point}>
            <Icon name={key === 'invite' ? 'truck' : key === 'link' ? 'chat' : 'user'} size={20} />
            <span>{t(`signIn.courier.${key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
