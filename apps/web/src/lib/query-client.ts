import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // client errors will not heal by retrying; network and 5xx get one more try
      retry: (count, error) => !(isApiError(error) && error.status !== undefined && error.status < 500) && count < 1,
    },
  },
});
