import { type RecommendedRole, recommendedRoleSchema } from '@contract/org/roles';
import { request } from '../client';

/** GET /park/roles/recommended: the recommended permissions of a position name. */
export const getRecommendedRole = (schoolId: number, positionName: string): Promise<RecommendedRole> =>
  request('/park/roles/recommended', { params: { schoolId, positionName }, schema: recommendedRoleSchema });
