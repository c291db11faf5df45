import { roleCalls } from '@contract/org/roles-calls';
import { call } from '../call';
import type { RecommendedRole } from '@contract/org/roles';

/** GET /park/roles/recommended: the recommended permissions of a position name. */
export const getRecommendedRole = (schoolId: number, positionName: string): Promise<RecommendedRole> =>
  call(roleCalls.getRecommendedRole, { schoolId, positionName });
