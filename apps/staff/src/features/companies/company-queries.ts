import type { TStaffCompanyListResponse, ZStaffCompanyEmployeesResponse } from '@ijara/contract/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffApi } from '../../lib/staff-api';

export const COMPANIES_KEY = ['staff', 'companies'] as const;

type EmployeesResponse = z.infer<typeof ZStaffCompanyEmployeesResponse>;

export function useCompanies() {
  return useQuery({
    queryKey: COMPANIES_KEY,
    queryFn: async () => (await staffApi<TStaffCompanyListResponse>('companies/')).companies,
  });
}

/** One company's list of employees' phones as saved (+996…), one per line. */
export function useCompanyEmployees(id: number) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'employees', id],
    queryFn: async () =>
      (await staffApi<EmployeesResponse>(`companies/employees/?id=${id}`)).phones.join('\n'),
  });
}

/** After a change, or a 409: the list (and any list of employees open) is asked again. */
export function useRefreshCompanies(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: COMPANIES_KEY });
}
