import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopicCreateInput, TopicDetail, TopicUpdateInput } from '@golf/shared/schemas/topic';
import { api } from '../../../lib/http';
import { topicQueryOptions } from './get-topic';
import { topicListQueryOptions } from './get-topics';

export type SaveTopicInput = ({ id?: undefined } & TopicCreateInput) | ({ id: string } & TopicUpdateInput);

/** Posts a topic, or changes one (author: title/content in the window; organisers: pinned/locked/hidden). */
export const saveTopic = (input: SaveTopicInput) => {
  if (input.id === undefined) return api.post<TopicDetail>('/api/topics', input, { silent: true });
  const { id, ...body } = input;
  return api.patch<TopicDetail>(`/api/topics/${id}`, body, { silent: true });
};

export const useSaveTopic = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTopic,
    onSuccess: (topic) =>
      Promise.all([
        client.invalidateQueries({ queryKey: topicListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: topicQueryOptions(topic.id).queryKey }),
      ]),
  });
};
