import { eq } from 'drizzle-orm';
import { ALL_PERMISSIONS, isPermission, type RoleDetail } from '@contract';
import { positionRights } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { rolesSchool, schoolPosition } from './school-position';

/** GET /park/roles/detail: one position's permissions, every one for a position with all rights. */
export async function getRoleDetail(ctx: AuthedContext, input: { schoolId?: number | undefined; positionId: number }): Promise<RoleDetail> {
  const position = await schoolPosition(ctx.db, rolesSchool(ctx, input), input.positionId);
  const base = { positionId: position.id, positionName: position.name, allRights: position.allRights };
  if (position.allRights) return { ...base, permissions: [...ALL_PERMISSIONS] };
  const rows = await ctx.db
    .select({ permission: positionRights.permission })
    .from(positionRights)
    .where(eq(positionRights.positionId, position.id));
  // Keys a newer catalogue no longer knows are not shown (effectivePermissions ignores them too).
  return {
    ...base,
    permissions: rows
      .map((r) => r.permission)
      .filter(isPermission)
      .sort(),
  };
}
