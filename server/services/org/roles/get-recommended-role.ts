import { expandRole, RECOMMENDED_ROLES, type RecommendedRole } from '@contract';
import type { AuthedContext } from '../../context';
import { rolesSchool } from './school-position';

/** GET /park/roles/recommended: the recommended role of a position name (SPEC §6), expanded to permissions. */
export async function getRecommendedRole(
  ctx: AuthedContext,
  input: { schoolId?: number | undefined; positionName: string },
): Promise<RecommendedRole> {
  rolesSchool(ctx, input);
  const entries = Object.hasOwn(RECOMMENDED_ROLES, input.positionName) ? RECOMMENDED_ROLES[input.positionName] : undefined;
  return { positionName: input.positionName, recommended: !!entries, permissions: expandRole(entries ?? []) };
}
