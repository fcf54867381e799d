import {
  buildPath,
  formatMoney,
  type Locale,
  SUBSCRIPTION_TERMS,
  type TCatalog,
  type TCategory,
  type TGadget,
  type TTerm,
} from '@ijara/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { controlClass, Field, selectClass } from '../../../components/ui/field';
import { sessionStore } from '../../../lib/session/store';
import { categoryIcon, findCity } from '../catalog-lookup';
import { ExtrasList } from './extras-list';
import styles from './gadget-details.module.css';
import { GadgetFacts } from './gadget-facts';
import { GadgetImage } from './gadget-image';
import { PriceSummary } from './price-summary';

interface GadgetDetailsProps {
  catalog: TCatalog;
  category: TCategory;
  gadget: TGadget;
  locale: Locale;
  signedIn: boolean;
  /** The person's city (client's, or ?city=), as id or slug. */
  preferredCity: string | number | null;
}

const LONGEST_TERM = SUBSCRIPTION_TERMS[SUBSCRIPTION_TERMS.length - 1] as TTerm;

/** The device page: a read-only preview of the price for a model, term and city. */
export function GadgetDetails({
  catalog,
  category,
  gadget,
  locale,
  signedIn,
  preferredCity,
}: GadgetDetailsProps) {
  const { t } = useTranslation();
  const cities = catalog.cities.filter((city) => city.served);
  const [modelId, setModelId] = useState(gadget.models[0]?.id ?? 0);
  const [term, setTerm] = useState<TTerm>(LONGEST_TERM);
  const [cityId, setCityId] = useState((findCity(cities, preferredCity) ?? cities[0])?.id ?? 0);
  const model = gadget.models.find((m) => m.id === modelId) ?? gadget.models[0];
  const priceFor = (months: TTerm) =>
    model?.prices.find((p) => p.cityID === cityId && p.term === months)?.monthly;
  const price = priceFor(term);
  const remember = () =>
    sessionStore.set({
      currentDevice: gadget.slug,
      newSubscription: { model: model?.id, term, city: cityId },
    });

  return (
    <article className={styles.details}>
      <div className={styles.media}>
        <GadgetImage src={gadget.image} alt={gadget.name} fallbackIcon={categoryIcon(category)} size="hero" />
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
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('gadget.configure')}
          >
            {gadget.models.length > 1 && (
              <ChoiceGroup
                legend={t('gadget.model')}
                layout="list"
                value={model.id}
                onChange={setModelId}
                choices={gadget.models.map((m) => ({ value: m.id, label: m.name, detail: m.specs }))}
              />
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
                    onChange={(event) => setCityId(Number(event.target.value))}
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
            <PriceSummary
              monthly={price}
              term={term}
              insuranceMonthly={model.insuranceMonthly}
              value={model.value}
              locale={locale}
            />
            <ButtonLink
              to={buildPath(signedIn ? 'checkout' : 'home', {}, locale)}
              variant="primary"
              size="lg"
              block
              onClick={remember}
            >
              {signedIn ? t('gadget.subscribe') : t('gadget.signInToSubscribe')}
            </ButtonLink>
          </form>
        ) : (
          <p className={styles.description}>{t('gadget.noModels')}</p>
        )}
        <GadgetFacts />
        <ExtrasList extras={gadget.extras} locale={locale} />
      </div>
    </article>
  );
}
