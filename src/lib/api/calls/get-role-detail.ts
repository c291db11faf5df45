import { type RoleDetail, roleDetailSchema } from '@contract/org/roles';
import { request, type RequestOptions } from '../client';

/** GET /park/roles/detail: one position's permissions. */
export const getRoleDetail = (
  schoolId: number,
  positionId: number,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
  base = '/park/roles',
): Promise<RoleDetail> => request(`${base}/detail`, { ...options, params: { schoolId, positionId }, schema: roleDetailSchema });
