import { queryClient } from '../../../lib/query-client';
import { messagesQueryOptions } from '../../messages/api/get-messages';
import { WORKPLACE_MESSAGES, workplaceQueryOptions } from './get-workplace';

/**
 * The home page's first reads (route.prefetch), run at every navigation to it: everything its sections show (one
 * request, asked for again each time, since other pages' changes do not invalidate it) and its latest messages.
 */
export async function prefetchWorkplace(): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...workplaceQueryOptions(), staleTime: 0 }),
    queryClient.prefetchQuery(messagesQueryOptions({ pageSize: WORKPLACE_MESSAGES })),
  ]);
}
