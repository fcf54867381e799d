import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { BIND_OUTCOME_PARAMS, readBindOutcome } from '../../features/cards/binding';
import { CardsScreen } from '../../features/cards/components/cards-screen';
import { useSession } from '../../lib/session/use-session';

/** /cards/: bound payment cards; also where the gateway sends the person back after binding one. */
export function Component() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.client !== null);
  // The client's city names the gateway session; a client without one (not expected after sign-in)
  // falls back to the first city served, as the sign-in screen offers it first.
  const city = useSession((s) => s.client?.city ?? s.catalog?.cities.find((c) => c.served)?.id ?? null);
  const [search, setSearch] = useSearchParams();
  // Read once: the address is tidied right away so a reload does not replay the outcome.
  const [outcome] = useState(() => readBindOutcome(search));

  useEffect(() => {
    if (!BIND_OUTCOME_PARAMS.some((name) => search.has(name))) return;
    const next = new URLSearchParams(search);
    for (const name of BIND_OUTCOME_PARAMS) next.delete(name);
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  if (!signedIn) return null;
  return (
    <>
      <PageHeader title={t('pages.cards.title')} lead={t('cards.lead')} />
      <CardsScreen city={city} outcome={outcome} />
    </>
  );
}
