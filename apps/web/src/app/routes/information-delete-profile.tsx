import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { DeletionScreen } from '../../features/profile/components/deletion-screen';
import { useSession } from '../../lib/session/use-session';

/** /information-delete-profile/: what deleting personal data means, when, the request and its cancel. */
export function Component() {
  const { t } = useTranslation();
  // Read again on each visit: a request made (or cancelled) on another device shows here.
  useUserInfo();
  const client = useSession((s) => s.client);
  return (
    <>
      <PageHeader title={t('pages.deleteProfileInfo.title')} lead={t('pages.deleteProfileInfo.lead')} />
      {client && <DeletionScreen client={client} />}
    </>
  );
}
