import type { TSubscription } from '@ijara/contract';
import type { ReactNode } from 'react';
import { useCatalog } from '../../features/catalog/api/get-catalog';
import { categoryIcon } from '../../features/catalog/catalog-lookup';
import { GadgetImage } from '../../features/catalog/components/gadget-image';

/**
 * The device picture of a subscription, from the catalogue (the subscription names its gadget by id),
 * in its model's colour and its maker's outline, for the two subscription pages. Until the catalogue
 * is there, or for a gadget it no longer lists, the generic icon.
 */
export function useSubscriptionMedia(): (subscription: TSubscription) => ReactNode {
  const catalog = useCatalog().data;
  return (subscription) => {
    const gadget = catalog?.gadgets.find((g) => g.id === subscription.model.gadgetID);
    const category = gadget && catalog?.category.find((c) => c.id === gadget.categoyID);
    return (
      <GadgetImage
        src={gadget?.image ?? ''}
        alt=""
        fallbackIcon={categoryIcon(category)}
        color={gadget?.models.find((m) => m.id === subscription.model.id)?.color}
        name={subscription.model.gadgetName}
      />
    );
  };
}
