import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from '@brocante/shared';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiFailure && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
