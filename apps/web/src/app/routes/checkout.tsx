import { buildPath, type TSubscription, type TSubscriptionDraft } from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useBindCard } from '../../features/cards/api/bind-card';
import { useCards } from '../../features/cards/api/get-cards';
import { cardName } from '../../features/cards/card-name';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { clearDraft, updateDraft, useDraft } from '../../features/checkout/draft';
import { useLocale } from '../../lib/locale';

/** The card that pays (the active one) or the way to bind one, coming back to /checkout/. */
function PayWith({ draft }: { draft: TSubscriptionDraft }) {
  const { t } = useTranslation();
  const cards = useCards().data ?? [];
  const bind = useBindCard();
  const active = cards.find((card) => card.active);
  if (active) return <p>{`${t('checkout.card')}: ${cardName(t, active)}`}</p>;
  return (
    <Alert
      tone="info"
      action={
        <Button
          variant="secondary"
          pending={bind.isPending}
          onClick={() =>
            bind.mutate({ city: draft.city, knownCardIds: cards.map((c) => c.id), returnTo: 'checkout' })
          }
        >
          {t('cards.bind')}
        </Button>
      }
    >
      {bind.error?.message ?? t('checkout.noCard')}
    </Alert>
  );
}

/** /checkout/: the saved draft priced by the server and paid; until a device is chosen, the way to one. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const draft = useDraft();
  const hasCard = (useCards().data ?? []).some((card) => card.active);
  const done = (subscription: TSubscription) => {
    if (!draft) return;
    clearDraft();
    navigate(
      subscription.delivery === 'pickup' && draft.office !== undefined
        ? buildPath('successSubscription', { office: String(draft.office) }, locale)
        : buildPath('success', {}, locale),
    );
  };
  return (
    <>
      <PageHeader title={t('pages.checkout.title')} lead={t('pages.checkout.lead')} />
      {draft ? (
        <CheckoutScreen
          draft={draft}
          locale={locale}
          payWith={<PayWith draft={draft} />}
          hasCard={hasCard}
          onPromo={(promo) => updateDraft({ promo })}
          onSubscribed={done}
        />
      ) : (
        <EmptyState
          icon="box"
          title={t('pages.checkout.emptyTitle')}
          text={t('pages.checkout.emptyText')}
          action={
            <ButtonLink to={buildPath('catalog', {}, locale)} variant="primary" size="lg">
              {t('pages.checkout.emptyAction')}
            </ButtonLink>
          }
        />
      )}
    </>
  );
}
