import type { TStaffMember, TStaffMeResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api';

export const ME_KEY = ['staff', 'me'] as const;

/** The signed-in person, or the error (401 when nobody is signed in). */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => (await staffApi<TStaffMeResponse>('me/')).staff,
    staleTime: 60_000,
  });
}

/** After sign-in or set-up: the answer is the person, so no second call. */
export function useSetMe(): (member: TStaffMember | null) => void {
  const client = useQueryClient();
  return (member) => {
    if (member) client.setQueryData(ME_KEY, member);
    else client.removeQueries();
  };
}
