import { queryClient } from '../../../lib/query-client';
import { BELL_PAGE, messagesQueryOptions } from '../../messages/api/get-messages';
import { workplaceQueryOptions } from './get-workplace';

/**
 * The home page's first reads (route.prefetch), run at every navigation to it: everything its sections show (one
 * request, asked for again each time, since other pages' changes do not invalidate it) and its latest messages.
 */
export async function prefetchWorkplace(): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...workplaceQueryOptions(), staleTime: 0 }),
    // the bell's read: the page lists the first of them, with one request for both
    queryClient.prefetchQuery(messagesQueryOptions({ pageSize: BELL_PAGE })),
  ]);
}
