import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '@golf/shared/schemas/course';
import { api } from '../../../lib/http';

/** Courses of the library to pick for an event, searched by name, venue or location. */
export const getCourseOptions = (keyword: string) => api.get<CourseList>('/api/courses', { keyword: keyword || undefined, pageSize: 50 });

export const courseOptionsQueryOptions = (keyword = '') =>
  queryOptions({ queryKey: ['courses', 'list', { keyword, options: true }], queryFn: () => getCourseOptions(keyword), placeholderData: keepPreviousData });

export const useCourseOptions = (keyword: string) => useQuery(courseOptionsQueryOptions(keyword));
