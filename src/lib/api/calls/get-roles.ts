import { type RoleListItem, roleListItemSchema } from '@contract/roles';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

/** GET /park/roles/list: the school's positions with member counts. */
export const getRoles = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<RoleListItem[]> =>
  request('/park/roles/list', { ...options, params: { schoolId }, schema: z.array(roleListItemSchema) });
