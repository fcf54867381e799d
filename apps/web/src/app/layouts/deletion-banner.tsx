import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/use-session';

// Only a client who asked to delete their data sees it: the others, and every first visit, do without
// its code and the contract's dates (docs/decisions/061).
const DeletionNotice = lazy(() =>
  import('./deletion-notice').then(({ DeletionNotice }) => ({ default: DeletionNotice })),
);

/** SPEC.md §4: deletion is pending; personal data goes 12 days after the request. */
export function DeletionBanner() {
  const client = useSession((s) => s.client);
  if (!client?.delete_personal_data || !client.delete_personal_data_date) return null;
  return (
    <Suspense fallback={null}>
      <DeletionNotice requested={client.delete_personal_data_date} />
    </Suspense>
  );
}
