import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@golf/shared/schemas/course';
import { api } from '../../../lib/http';
import { courseQueryOptions } from './get-course';
import { coursesQueryOptions } from './get-courses';

/** `POST /api/courses` (no id) or `PUT /api/courses/:cid`; the form shows errors itself. */
export const saveCourse = ({ id, course }: { id?: string; course: CourseInput }) =>
  id ? api.put<Course>(`/api/courses/${id}`, course, { silent: true }) : api.post<Course>('/api/courses', course, { silent: true });

export const useSaveCourse = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: (course) => {
      client.setQueryData(courseQueryOptions(course.id).queryKey, course);
      return client.invalidateQueries({ queryKey: coursesQueryOptions().queryKey });
    },
  });
};
