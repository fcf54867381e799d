import {
  buildPath,
  type Locale,
  type TCard,
  type TCatalog,
  type TCreateSubscriptionResponse,
  type TSubscriptionDraft,
} from '@ijara/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useBindCard } from '../../features/cards/api/bind-card';
import { useCards } from '../../features/cards/api/get-cards';
import { cardName } from '../../features/cards/card-name';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { categoryIcon } from '../../features/catalog/catalog-lookup';
import { GadgetImage } from '../../features/catalog/components/gadget-image';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { OrderSummary } from '../../features/checkout/components/order-summary';
import { clearDraft, dropReplaces, updateDraft } from '../../features/checkout/draft';
import { placedOrder } from '../../features/checkout/placed-order';
import { useDraft } from '../../features/checkout/ready-draft';
import { useLocale } from '../../lib/locale';
import styles from './checkout.module.css';

/**
 * The card that pays (the active one) or the way to bind one, coming back to /checkout/. Until the
 * cards arrive, a placeholder of the card's row: not "no card" for a client who has one.
 */
function PayWith({ draft, locale }: { draft: TSubscriptionDraft; locale: Locale }) {
  const { t } = useTranslation();
  const query = useCards();
  return (
    <QueryState query={query} skeleton={<Skeleton height={74} radius="lg" />} label={t('cards.loading')}>
      {(cards) => <CardOrBind cards={cards} draft={draft} locale={locale} />}
    </QueryState>
  );
}

function CardOrBind({ cards, draft, locale }: { cards: TCard[]; draft: TSubscriptionDraft; locale: Locale }) {
  const { t } = useTranslation();
  const bind = useBindCard();
  const active = cards.find((card) => card.active);
  if (active) {
    return (
      <div className={styles.card}>
        <Icon name="card" size={24} />
        <p className={styles.cardText}>
          <span className={styles.cardLabel}>{t('checkout.payWith')}</span>
          {cardName(t, active)}
        </p>
        <Link to={buildPath('cards', {}, locale)} className={styles.cardLink}>
          {t('checkout.otherCard')}
        </Link>
      </div>
    );
  }
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

/** The draft in words: which device, for how long, where and how it is received. */
function Summary({
  draft,
  catalog,
  locale,
}: {
  draft: TSubscriptionDraft;
  catalog: TCatalog;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const gadget = catalog.gadgets.find((g) => g.models.some((m) => m.id === draft.model));
  const model = gadget?.models.find((m) => m.id === draft.model);
  const category = gadget && catalog.category.find((c) => c.id === gadget.categoyID);
  if (!gadget || !model || !category) return null;
  const office = catalog.org.pickup_offices.find((o) => o.id === draft.office);
  const receive =
    draft.delivery === 'delivery'
      ? `${t('gadget.delivery')}: ${draft.address ?? ''}`
      : `${t('gadget.pickup')}: ${office ? `${office.name}, ${office.address} · ${office.hours}` : ''}`;
  return (
    <OrderSummary
      media={
        <GadgetImage
          src={gadget.image}
          alt=""
          fallbackIcon={categoryIcon(category)}
          color={model.color}
          name={gadget.name}
        />
      }
      gadget={gadget.name}
      model={model.name}
      specs={model.specs}
      term={t('gadget.months', { count: draft.term })}
      city={catalog.cities.find((c) => c.id === draft.city)?.name ?? ''}
      receive={receive}
      changeHref={buildPath('catalogGadget', { category: category.slug, gadget: gadget.slug }, locale)}
    />
  );
}

/** /checkout/: the saved draft priced by the server and paid; until a device is chosen, the way to one. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const draft = useDraft();
  const hasCard = (useCards().data ?? []).some((card) => card.active);
  const catalog = useCatalog().data;
  const done = (created: Omit<TCreateSubscriptionResponse, 'statusCode'>) => {
    if (!draft) return;
    clearDraft();
    navigate(
      created.subscription.delivery === 'pickup' && draft.office !== undefined
        ? buildPath('successSubscription', { office: String(draft.office) }, locale)
        : buildPath('success', {}, locale),
      { state: { placed: placedOrder(created) } },
    );
  };
  return (
    <>
      <PageHeader title={t('pages.checkout.title')} lead={t('pages.checkout.lead')} />
      {draft ? (
        <CheckoutScreen
          draft={draft}
          locale={locale}
          summary={catalog && <Summary draft={draft} catalog={catalog} locale={locale} />}
          payWith={<PayWith draft={draft} locale={locale} />}
          hasCard={hasCard}
          onPromo={(promo) => updateDraft({ promo })}
          onDropReplaces={dropReplaces}
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
