import { type RoleListItem, roleListItemSchema } from '@contract/org/roles';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

/** GET /park/roles/list: the school's positions with member counts (`base`: the 320 position-menu editor's calls). */
export const getRoles = (
  schoolId: number,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
  base = '/park/roles',
): Promise<RoleListItem[]> => request(`${base}/list`, { ...options, params: { schoolId }, schema: z.array(roleListItemSchema) });
