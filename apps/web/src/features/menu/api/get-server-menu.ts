import type { MenuItem } from '@golf/shared/schemas/user';
import { api } from '../../../lib/http';

/** The optional server-provided menu (`POST /api/user/menu`). */
export const getServerMenu = () => api.post<MenuItem[]>('/api/user/menu', undefined, { silent: true });
