import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetail } from '@golf/shared/schemas/notice';
import { api } from '../../../lib/http';

/** Opening a notice marks it read on the server (and the message that announced it). */
export const getNotice = (id: string) => api.get<NoticeDetail>(`/api/notices/${id}`, undefined, { silent: true });

export const noticeQueryOptions = (id: string) => queryOptions({ queryKey: ['notices', 'detail', id], queryFn: () => getNotice(id) });

export const useNotice = (id: string) => useQuery({ ...noticeQueryOptions(id), enabled: id !== '' });
