import { and, eq } from 'drizzle-orm';
import { type DeptRenameInput, OrgMsg } from '@contract';
import { departments, memberships } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordStaffRows } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { lockDepartments } from './lock-departments';
import { ownDepartment } from './org-school';

/** POST /park/dept/rename: the staff roster rows of its members carry the new name to the devices. */
export async function renameDepartment(ctx: AuthedContext, input: DeptRenameInput): Promise<null> {
  const dept = await ownDepartment(ctx, input.id);
  const rows = await lockDepartments(ctx.db, dept.schoolId);
  if (rows.some((r) => r.id !== dept.id && r.parentId === dept.parentId && r.name === input.name))
    throw AppError.badRequest(OrgMsg.deptDuplicate);
  if (dept.name === input.name) return null;
  await ctx.db.update(departments).set({ name: input.name }).where(eq(departments.id, dept.id));
  const members = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.schoolId, dept.schoolId), eq(memberships.departmentId, dept.id)));
  if (members.length > 0)
    await recordStaffRows(
      ctx.db,
      dept.schoolId,
      members.map((m) => m.userId),
    );
  await recordUserOperation(ctx, dept.schoolId, '组织架构', '修改部门', `${dept.name} 改名为 ${input.name}`);
  return null;
}
