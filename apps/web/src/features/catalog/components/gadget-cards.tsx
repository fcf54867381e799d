import { buildPath, type Locale, type TCategory, type TGadget } from '@ijara/contract';
import { categoryIcon } from '../catalog-lookup';
import { GadgetCard } from './gadget-card';
import { GadgetGrid, GadgetGridItem } from './gadget-grid';

interface GadgetCardsProps {
  /** Each gadget with the category its link and fallback icon come from. */
  items: Array<{ gadget: TGadget; category: TCategory }>;
  locale: Locale;
  headingLevel?: 2 | 3;
}

/** The grid of device cards, each linking to its device page. */
export function GadgetCards({ items, locale, headingLevel }: GadgetCardsProps) {
  return (
    <GadgetGrid>
      {items.map(({ gadget, category }) => (
        <GadgetGridItem key={gadget.id}>
          <GadgetCard
            gadget={gadget}
            href={buildPath('catalogGadget', { category: category.slug, gadget: gadget.slug }, locale)}
            icon={categoryIcon(category)}
            locale={locale}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </GadgetGridItem>
      ))}
    </GadgetGrid>
  );
}
