import {
  catalogPricing,
  deliveryFeeIn,
  formatDate,
  formatMoney,
  type Locale,
  priceDraft,
  SUBSCRIPTION_TERMS,
  type TCatalog,
  type TCategory,
  type TDeliveryFee,
  type TGadget,
  type TModel,
  type TStockLevel,
  type TSubscriptionDraft,
  type TTerm,
} from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field, selectClass } from '../../../components/ui/field';
import { categoryIcon, findCity } from '../catalog-lookup';
import { rememberPickedCity } from '../use-price-city';
import { ExtrasList } from './extras-list';
import styles from './gadget-details.module.css';
import { GadgetFacts } from './gadget-facts';
import { GadgetImage } from './gadget-image';
import { GadgetPhotos } from './gadget-photos';
import { PriceSummary } from './price-summary';
import { ReceiveChoice, type ReceiveWay } from './receive-choice';

interface GadgetDetailsProps {
  catalog: TCatalog;
  category: TCategory;
  gadget: TGadget;
  locale: Locale;
  signedIn: boolean;
  /** The person's city (client's, or ?city=), as id or slug. */
  preferredCity: string | number | null;
  /** The saved draft when it is for this device (back from /checkout/ to change something). */
  initial?: TSubscriptionDraft;
  /** A model's stock in a city; undefined while unknown (then nothing is refused here, the server checks). */
  stockLevel: (modelId: number, cityId: number) => TStockLevel | undefined;
  /** With the level "expected": the day a unit arrives ("YYYY-MM-DD"; docs/decisions/051). */
  availableFrom?: (modelId: number, cityId: number) => string | undefined;
  /** Each served city's delivery fee (info/delivery-fees/); undefined while unknown. */
  deliveryFees: readonly TDeliveryFee[] | undefined;
  /** The person pressed the button with a complete choice. */
  onSubscribe: (draft: TSubscriptionDraft) => void;
}

const STOCK_TEXT = {
  in_stock: 'gadget.stock.inStock',
  last_one: 'gadget.stock.lastOne',
  expected: 'gadget.stock.expected',
  out_of_stock: 'gadget.stock.outOfStock',
} as const;

const LONGEST_TERM = SUBSCRIPTION_TERMS[SUBSCRIPTION_TERMS.length - 1] as TTerm;

/**
 * The device page: the choice of model, term, city, insurance, extras and way of receiving, priced as
 * it changes by the contract's `priceDraft` (what checkout will charge, before the client's discounts).
 */
export function GadgetDetails({
  catalog,
  category,
  gadget,
  locale,
  signedIn,
  preferredCity,
  initial,
  stockLevel,
  availableFrom,
  deliveryFees,
  onSubscribe,
}: GadgetDetailsProps) {
  const { t } = useTranslation();
  const cities = catalog.cities.filter((city) => city.served);
  const [cityId, setCityId] = useState(
    (findCity(cities, initial?.city ?? preferredCity) ?? cities[0])?.id ?? 0,
  );
  const available = (id: number) => stockLevel(id, cityId) !== 'out_of_stock';
  const offered = (m: TModel) => m.prices.some((p) => p.cityID === cityId);
  const [chosenModel, setModelId] = useState<number | undefined>(initial?.model);
  const modelId =
    chosenModel ??
    (
      gadget.models.find((m) => offered(m) && available(m.id)) ??
      gadget.models.find(offered) ??
      gadget.models[0]
    )?.id;
  const [term, setTerm] = useState<TTerm>(initial?.term ?? LONGEST_TERM);
  const [insurance, setInsurance] = useState(initial?.insurance ?? false);
  const [extras, setExtras] = useState<number[]>(initial?.extras ?? []);
  const toggleExtra = (id: number, on: boolean) =>
    setExtras((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  const photos = gadget.photos.length > 0 ? gadget.photos : gadget.photo ? [gadget.photo] : [];
  const [shownPhoto, setShownPhoto] = useState(0);
  const [way, setWay] = useState<ReceiveWay>(initial?.delivery ?? 'delivery');
  const [address, setAddress] = useState(initial?.address ?? '');
  const [addressError, setAddressError] = useState<string | undefined>();
  const offices = catalog.org.pickup_offices.filter((office) => office.cityID === cityId);
  const [chosenOffice, setOffice] = useState<number | undefined>(initial?.office);
  const office = offices.some((o) => o.id === chosenOffice) ? chosenOffice : offices[0]?.id;
  const model = gadget.models.find((m) => m.id === modelId) ?? gadget.models[0];
  const priceFor = (months: TTerm) =>
    model?.prices.find((p) => p.cityID === cityId && p.term === months)?.monthly;
  const price = priceFor(term);
  const orderable = model !== undefined && price !== undefined && available(model.id);
  const chosenExtras = gadget.extras.filter((extra) => extras.includes(extra.id)).map((extra) => extra.id);
  const fee = deliveryFees && deliveryFeeIn(deliveryFees, cityId);
  const choice = { term, city: cityId, insurance, extras: chosenExtras, delivery: way };
  const pricing = model && catalogPricing(gadget, { ...choice, model: model.id }, fee ?? 0);
  const quote = pricing && priceDraft(pricing, locale);
  const stockText = (id: number) => {
    const level = stockLevel(id, cityId);
    const date = availableFrom?.(id, cityId);
    if (!level || (level === 'expected' && !date)) return undefined;
    return t(STOCK_TEXT[level], { date: date ? formatDate(date, locale) : '' });
  };
  const submit = () => {
    if (!model || !orderable) return;
    const trimmed = address.trim();
    if (way === 'delivery' && !trimmed) {
      setAddressError(t('spec.addressRequired'));
      return;
    }
    if (way === 'pickup' && office === undefined) return;
    onSubscribe({
      model: model.id,
      ...choice,
      ...(way === 'delivery' ? { address: trimmed } : { office }),
    });
  };

  return (
    <article className={styles.details}>
      <div className={styles.media}>
        <GadgetImage
          src={gadget.image}
          alt={gadget.name}
          fallbackIcon={categoryIcon(category)}
          size="hero"
          photo={photos[shownPhoto] ?? photos[0] ?? null}
          color={gadget.models.find((m) => m.id === modelId)?.color}
          name={gadget.name}
          eager
        />
        <GadgetPhotos photos={photos} shown={shownPhoto} onShow={setShownPhoto} />
      </div>
      <div className={styles.info}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{category.name}</p>
          <h1 className={styles.title}>{gadget.name}</h1>
          {gadget.description && <p className={styles.description}>{gadget.description}</p>}
        </header>

        {model ? (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
            aria-label={t('gadget.configure')}
          >
            {gadget.models.length > 1 && (
              <ChoiceGroup
                legend={t('gadget.model')}
                layout="list"
                value={model.id}
                onChange={setModelId}
                choices={gadget.models.map((m) => ({
                  value: m.id,
                  label: m.name,
                  detail: [m.specs, offered(m) ? stockText(m.id) : t('catalog.notInCity')]
                    .filter(Boolean)
                    .join(' · '),
                  disabled: !available(m.id) || !offered(m),
                }))}
              />
            )}
            {gadget.models.length === 1 && stockLevel(model.id, cityId) && (
              <p className={styles.description}>{stockText(model.id)}</p>
            )}
            <ChoiceGroup
              legend={t('gadget.term')}
              value={term}
              onChange={setTerm}
              choices={SUBSCRIPTION_TERMS.map((value) => {
                const monthly = priceFor(value);
                return {
                  value,
                  label: t('gadget.months', { count: value }),
                  detail: monthly === undefined ? undefined : formatMoney(monthly, locale),
                };
              })}
            />
            {cities.length > 1 && (
              <Field label={t('gadget.city')}>
                {(control) => (
                  <select
                    {...control}
                    className={`${controlClass} ${selectClass}`}
                    value={cityId}
                    onChange={(event) => {
                      const city = cities.find((c) => c.id === Number(event.target.value));
                      if (!city) return;
                      setCityId(city.id);
                      rememberPickedCity(city);
                    }}
                  >
                    {cities.map((city) => (
                      <option key={city.id} value={city.id}>
                        {city.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            <label className={styles.insurance}>
              <input
                type="checkbox"
                checked={insurance}
                onChange={(event) => setInsurance(event.target.checked)}
              />
              <span>
                {t('gadget.insurance', { price: formatMoney(model.insuranceMonthly, locale) })}
                <small>
                  {t('gadget.insuranceCovers', { amount: formatMoney(Math.round(model.value / 2), locale) })}
                </small>
              </span>
            </label>
            <ExtrasList extras={gadget.extras} locale={locale} chosen={extras} onToggle={toggleExtra} />
            <ReceiveChoice
              way={way}
              onWay={setWay}
              offices={offices}
              office={office}
              onOffice={setOffice}
              address={address}
              onAddress={(value) => {
                setAddress(value);
                setAddressError(undefined);
              }}
              addressError={addressError}
            />
            <PriceSummary
              quote={quote}
              term={term}
              deliveryFeeKnown={way === 'pickup' || fee !== undefined}
              value={model.value}
              locale={locale}
            />
            <Button type="submit" variant="primary" size="lg" block disabled={!orderable}>
              {signedIn ? t('gadget.subscribe') : t('gadget.signInToSubscribe')}
            </Button>
          </form>
        ) : (
          <p className={styles.description}>{t('gadget.noModels')}</p>
        )}
        <GadgetFacts />
      </div>
    </article>
  );
}
