import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // client errors will not heal by retrying; network and 5xx get one more try
      retry: (count, error) => !(isApiError(error) && error.status !== undefined && error.status < 500) && count < 1,
      // offline, a load fails at once with the network message and its retry button instead of spinning until the
      // phone is back online
      networkMode: 'always',
    },
    mutations: {
      // offline, a save fails at once with "check your network connection" and the form keeps what was typed.
      // React Query's default holds it while the browser says offline and sends it when the phone is back: a dialog
      // spun without a word, and a save given up meanwhile (the dialog closed, tried again) was made twice. The
      // marker's scores have a queue of their own that waits for the network (use-marker-queue.ts).
      networkMode: 'always',
    },
  },
});
