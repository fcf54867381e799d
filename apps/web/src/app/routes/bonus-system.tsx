import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { BonusScreen } from '../../features/bonus/components/bonus-screen';

/** /bonus-system/: the points balance, promo codes, how points work and their history. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.bonusSystem.title')} lead={t('pages.bonusSystem.lead')} />
      <BonusScreen />
    </>
  );
}
