import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@golf/shared/schemas/course';
import { api } from '../../../lib/http';

export const getCourse = (id: string) => api.get<Course>(`/api/courses/${id}`);

export const courseQueryOptions = (id: string) => queryOptions({ queryKey: ['courses', 'detail', id], queryFn: () => getCourse(id) });

export const useCourse = (id: string | undefined) => useQuery({ ...courseQueryOptions(id ?? ''), enabled: Boolean(id) });
