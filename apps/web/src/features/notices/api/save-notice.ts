import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeCreateInput, NoticeDetail, NoticeUpdateInput } from '@golf/shared/schemas/notice';
import { api } from '../../../lib/http';
import { noticeQueryOptions } from './get-notice';
import { noticeListQueryOptions } from './get-notices';

export type SaveNoticeInput = { id?: string } & NoticeCreateInput & NoticeUpdateInput;

/** Publishes a new notice, or edits one when `id` is given (title, content, pinned). */
export const saveNotice = ({ id, groupId, activityId, ...body }: SaveNoticeInput) =>
  id
    ? api.patch<NoticeDetail>(`/api/notices/${id}`, body, { silent: true })
    : api.post<NoticeDetail>('/api/notices', { groupId, activityId, ...body }, { silent: true });

export const useSaveNotice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: (notice) =>
      Promise.all([
        client.invalidateQueries({ queryKey: noticeListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: noticeQueryOptions(notice.id).queryKey }),
      ]),
  });
};
