import { QueryClient } from '@tanstack/react-query';
import { StaffApiError } from '../lib/staff-api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 401 or 403 will not change by asking again.
      retry: (count, error) =>
        !(error instanceof StaffApiError && error.status > 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
