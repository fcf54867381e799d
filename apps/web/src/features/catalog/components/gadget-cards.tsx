import { buildPath, type Locale, type TCategory, type TGadget } from '@ijara/contract';
import { categoryIcon } from '../catalog-lookup';
import { GadgetCard } from './gadget-card';
import { GadgetGrid, GadgetGridItem } from './gadget-grid';

/** Cards whose pictures load at once: the first row at the widest layout (four columns). */
const EAGER_CARDS = 4;

interface GadgetCardsProps {
  /** Each gadget with the category its link and fallback icon come from. */
  items: Array<{ gadget: TGadget; category: TCategory }>;
  locale: Locale;
  /** The city of the prices. */
  cityId: number | undefined;
  headingLevel?: 2 | 3;
  /** The list is the page's first: its first row is above the fold. */
  first?: boolean;
}

/** The grid of device cards, each linking to its device page. */
export function GadgetCards({ items, locale, cityId, headingLevel, first = false }: GadgetCardsProps) {
  return (
    <GadgetGrid>
      {items.map(({ gadget, category }, index) => (
        <GadgetGridItem key={gadget.id}>
          <GadgetCard
            gadget={gadget}
            href={buildPath('catalogGadget', { category: category.slug, gadget: gadget.slug }, locale)}
            icon={categoryIcon(category)}
            locale={locale}
            cityId={cityId}
            eager={first && index < EAGER_CARDS}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </GadgetGridItem>
      ))}
    </GadgetGrid>
  );
}
