import { eq } from 'drizzle-orm';
import { type RoleDetail, RoleMsg, type RoleSave } from '@contract';
import { positionRights } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { notifySchool } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { getRoleDetail } from './get-role-detail';
import { rolesSchool, schoolPosition } from './school-position';

/**
 * POST /park/roles/save: replaces a position's permissions (the schema refused unknown keys and actions without
 * their page). The server checks every later request against them at once; the school's devices are poked on
 * commit, so their next pull learns the new scopes and the app reloads what the member may see.
 */
export async function saveRoleRights(ctx: AuthedContext, input: RoleSave): Promise<RoleDetail> {
  const schoolId = rolesSchool(ctx, input);
  const position = await schoolPosition(ctx.db, schoolId, input.positionId);
  if (position.allRights) throw AppError.badRequest(RoleMsg.allRights);
  const wanted = [...new Set(input.permissions)].sort();
  const before = new Set((await getRoleDetail(ctx, { schoolId, positionId: position.id })).permissions);
  const added = wanted.filter((p) => !before.has(p)).length;
  const removed = [...before].filter((p) => !wanted.includes(p)).length;

  await ctx.db.delete(positionRights).where(eq(positionRights.positionId, position.id));
  if (wanted.length > 0) await ctx.db.insert(positionRights).values(wanted.map((permission) => ({ positionId: position.id, permission })));
  await recordUserOperation(
    ctx,
    schoolId,
    '角色权限',
    '修改角色权限',
    `${position.name}：新增 ${added} 项，取消 ${removed} 项，共 ${wanted.length} 项`,
  );
  await notifySchool(ctx.db, schoolId);
  return { positionId: position.id, positionName: position.name, allRights: false, permissions: wanted };
}
