import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import {
  ReplyCreateSchema,
  ReplySchema,
  ReplyUpdateSchema,
  TopicCreateSchema,
  TopicDetailQuerySchema,
  TopicDetailSchema,
  TopicListQuerySchema,
  TopicListSchema,
  TopicUpdateSchema,
} from '@golf/shared/schemas/topic';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { createReply, createTopic, deleteReply, deleteTopic, listTopics, topicDetail, updateReply, updateTopic } from './topics.service';

const secured = { tags: ['topics'], security: [{ bearer: [] }] };
const TopicParamsSchema = z.object({ tid: IdSchema });
const ReplyParamsSchema = z.object({ tid: IdSchema, rid: IdSchema });

/** Discussion topics of a group's members, replies with one level of quoting, moderation by organisers. */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/topics',
    {
      schema: {
        ...secured,
        summary: 'Topics of a group (groupId, members only) or of all my groups; keyword search; order newest or active; pinned first',
        querystring: TopicListQuerySchema,
        response: { 200: envelope(TopicListSchema) },
      },
    },
    async (request) => ok(await listTopics(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/topics',
    { schema: { ...secured, summary: 'Post a topic in a group (members)', body: TopicCreateSchema, response: { 200: envelope(TopicDetailSchema) } } },
    async (request) => ok(await createTopic(app.db, currentUser(request), request.body)),
  );

  app.get(
    '/topics/:tid',
    {
      schema: {
        ...secured,
        summary: 'A topic with a page of its replies (members of the group)',
        params: TopicParamsSchema,
        querystring: TopicDetailQuerySchema,
        response: { 200: envelope(TopicDetailSchema) },
      },
    },
    async (request) => ok(await topicDetail(app.db, currentUser(request), Number(request.params.tid), request.query)),
  );

  app.patch(
    '/topics/:tid',
    {
      schema: {
        ...secured,
        summary: 'Edit my topic within 30 minutes of posting (title, content); organisers pin, lock or hide it',
        params: TopicParamsSchema,
        body: TopicUpdateSchema,
        response: { 200: envelope(TopicDetailSchema) },
      },
    },
    async (request) => ok(await updateTopic(app.db, currentUser(request), Number(request.params.tid), request.body)),
  );

  app.delete(
    '/topics/:tid',
    { schema: { ...secured, summary: 'Delete a topic (its author or organisers)', params: TopicParamsSchema, response: { 200: envelope(OkSchema) } } },
    async (request) => ok(await deleteTopic(app.db, currentUser(request), Number(request.params.tid))),
  );

  app.post(
    '/topics/:tid/replies',
    {
      schema: {
        ...secured,
        summary: 'Reply to a topic, optionally quoting a reply (members; 409 when the topic is locked); the author gets a message',
        params: TopicParamsSchema,
        body: ReplyCreateSchema,
        response: { 200: envelope(ReplySchema) },
      },
    },
    async (request) => ok(await createReply(app, currentUser(request), Number(request.params.tid), request.body)),
  );

  app.patch(
    '/topics/:tid/replies/:rid',
    {
      schema: {
        ...secured,
        summary: 'Edit my reply within 30 minutes (content); organisers hide or show it',
        params: ReplyParamsSchema,
        body: ReplyUpdateSchema,
        response: { 200: envelope(ReplySchema) },
      },
    },
    async (request) =>
      ok(await updateReply(app.db, currentUser(request), Number(request.params.tid), Number(request.params.rid), request.body)),
  );

  app.delete(
    '/topics/:tid/replies/:rid',
    {
      schema: { ...secured, summary: 'Delete my reply within 30 minutes, or any reply as an organiser', params: ReplyParamsSchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await deleteReply(app.db, currentUser(request), Number(request.params.tid), Number(request.params.rid))),
  );
};
