import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { BonusScreen } from '../../features/bonus/components/bonus-screen';

/** /bonus-system/: the points balance, promo codes, how points work and their history. */
export function Component() {
  const { t } = useTranslation();
  // The page shows the client's balance: it is read again on every visit, as bonus/info is.
  useUserInfo();
  return (
    <>
      <PageHeader title={t('pages.bonusSystem.title')} lead={t('pages.bonusSystem.lead')} />
      <BonusScreen />
    </>
  );
}
