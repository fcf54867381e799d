import type { TCity, TClient, TCompany } from '@ijara/contract';
import { AdvertisingSwitch } from './advertising-switch';
import { DeletionCard } from './deletion-card';
import { IdentityCard } from './identity-card';
import { ProfileForm } from './profile-form';
import styles from './profile-screen.module.css';

interface ProfileScreenProps {
  client: TClient;
  cities: TCity[];
  companies: TCompany[];
}

/** /profile/: who the account is, the details to edit, the marketing consent and the way to deletion. */
export function ProfileScreen({ client, cities, companies }: ProfileScreenProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <IdentityCard client={client} />
        <ProfileForm client={client} cities={cities} companies={companies} />
      </div>
      <div className={styles.side}>
        <AdvertisingSwitch client={client} />
        <DeletionCard client={client} />
      </div>
    </div>
  );
}
