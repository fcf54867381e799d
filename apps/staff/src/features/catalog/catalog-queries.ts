import type { TStaffCatalogResponse, TStaffCatalogSavedResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../lib/staff-api';

export const CATALOG_KEY = ['staff', 'catalog'] as const;

export type CatalogTree = Omit<TStaffCatalogResponse, 'statusCode'>;

/** The whole catalogue as managers see it: both pages read it (a few dozen gadgets). */
export function useCatalog() {
  return useQuery({
    queryKey: CATALOG_KEY,
    queryFn: async (): Promise<CatalogTree> => {
      const { statusCode: _, ...tree } = await staffApi<TStaffCatalogResponse>('catalog/');
      return tree;
    },
  });
}

/** After a change or a 409: the catalogue, and the price page's model list, are asked again. */
export function useRefreshCatalog(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: CATALOG_KEY }),
      client.invalidateQueries({ queryKey: ['staff', 'prices'] }),
    ]);
  };
}

/** A write of the catalogue desk (`catalog/<path>`): the record's id and new version. */
export function catalogWrite(path: string, body: object): Promise<TStaffCatalogSavedResponse> {
  return staffApi<TStaffCatalogSavedResponse>(`catalog/${path}`, body);
}
