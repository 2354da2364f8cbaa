import { idParam } from '../../../lib/id-param';
import { queryClient } from '../../../lib/query-client';
import { myFlightQueryOptions } from '../../flights/api/get-my-flight';
import { noticeListQueryOptions } from '../../notices/api/get-notices';
import { activityQueryOptions } from './get-activity';

/**
 * The event page's first reads (route.prefetch): the event, the member's flight (often the largest text a member sees
 * first) and the event's notices, with the same query options the page and its cards use.
 */
export async function prefetchActivityDetail(search: URLSearchParams): Promise<void> {
  const id = idParam(search.get('id'));
  if (!id) return;
  await Promise.all([
    queryClient.prefetchQuery(activityQueryOptions(id)),
    queryClient.prefetchQuery(myFlightQueryOptions(id)),
    queryClient.prefetchQuery(noticeListQueryOptions({ activityId: id, pageSize: 5 })),
  ]);
}
