import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList, CourseListQuery } from '@golf/shared/schemas/course';
import { api } from '../../../lib/http';

export const getCourses = (query: CourseListQuery) => api.get<CourseList>('/api/courses', query);

export const coursesQueryOptions = (query: CourseListQuery = {}) =>
  queryOptions({ queryKey: ['courses', 'list', query], queryFn: () => getCourses(query), placeholderData: keepPreviousData });

export const useCourses = (query: CourseListQuery) => useQuery(coursesQueryOptions(query));
