import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reply, ReplyCreateInput, ReplyUpdateInput } from '@golf/shared/schemas/topic';
import { api } from '../../../lib/http';
import { topicQueryOptions } from './get-topic';
import { topicListQueryOptions } from './get-topics';

export type SaveReplyInput = { topicId: string } & (({ id?: undefined } & ReplyCreateInput) | ({ id: string } & ReplyUpdateInput));

/** Replies (optionally quoting a reply), or edits/hides one when `id` is given. */
export const saveReply = ({ topicId, ...input }: SaveReplyInput) => {
  if (input.id === undefined) return api.post<Reply>(`/api/topics/${topicId}/replies`, input, { silent: true });
  const { id, ...body } = input;
  return api.patch<Reply>(`/api/topics/${topicId}/replies/${id}`, body, { silent: true });
};

export const useSaveReply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    onSuccess: (_reply, { topicId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: topicQueryOptions(topicId).queryKey }),
        client.invalidateQueries({ queryKey: topicListQueryOptions().queryKey }),
      ]),
  });
};
