import { type RoleMenuNode, roleMenuNodeSchema } from '@contract/org/roles';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

/** GET /park/roles/menuRights: the menu tree the role editor offers in this school, with each page's actions. */
export const getRoleMenuRights = (
  schoolId: number,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
  base = '/park/roles',
): Promise<RoleMenuNode[]> => request(`${base}/menuRights`, { ...options, params: { schoolId }, schema: z.array(roleMenuNodeSchema) });
