import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '@golf/shared/schemas/common';
import { CourseInputSchema, CourseListQuerySchema, CourseListSchema, CourseSchema } from '@golf/shared/schemas/course';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { createCourse, getCourse, listCourses, updateCourse } from './courses.service';

const secured = { tags: ['courses'], security: [{ bearer: [] }] };
const CourseParams = z.object({ cid: IdSchema });

/** The course library: every signed-in user reads it; organisers of any group and admins keep it. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/courses',
    {
      schema: {
        ...secured,
        summary: 'Search courses (keyword matches name, venue, location; venue lists the nines of one venue)',
        querystring: CourseListQuerySchema,
        response: { 200: envelope(CourseListSchema) },
      },
    },
    async (request) => ok(await listCourses(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/courses',
    {
      schema: {
        ...secured,
        summary: 'Create a course (organisers of any group, admins)',
        body: CourseInputSchema,
        response: { 200: envelope(CourseSchema) },
      },
    },
    async (request) => ok(await createCourse(app.db, currentUser(request), request.body)),
  );

  app.get(
    '/courses/:cid',
    { schema: { ...secured, summary: 'One course with holes and tees', params: CourseParams, response: { 200: envelope(CourseSchema) } } },
    async (request) => ok(await getCourse(app.db, currentUser(request), Number(request.params.cid))),
  );

  app.put(
    '/courses/:cid',
    {
      schema: {
        ...secured,
        summary: 'Replace a course (its creator, organisers of any group, admins)',
        params: CourseParams,
        body: CourseInputSchema,
        response: { 200: envelope(CourseSchema) },
      },
    },
    async (request) => ok(await updateCourse(app.db, currentUser(request), Number(request.params.cid), request.body)),
  );
};
