import { count, eq } from 'drizzle-orm';
import { type DeptRemoveInput, OrgMsg } from '@contract';
import { departments, memberships } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { lockDepartments, renumber } from './lock-departments';
import { ownDepartment } from './org-school';

/** POST /park/dept/delete: refused while members or sub-departments remain (nothing is moved or orphaned silently). */
export async function removeDepartment(ctx: AuthedContext, input: DeptRemoveInput): Promise<null> {
  const dept = await ownDepartment(ctx, input.id);
  const rows = await lockDepartments(ctx.db, dept.schoolId);
  if (rows.some((r) => r.parentId === dept.id)) throw AppError.badRequest(OrgMsg.deptHasChildren);
  const [members] = await ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.departmentId, dept.id));
  const n = Number(members?.n ?? 0);
  if (n > 0) throw AppError.badRequest(OrgMsg.deptHasMembers(n));
  await ctx.db.delete(departments).where(eq(departments.id, dept.id));
  await renumber(
    ctx.db,
    rows.filter((r) => r.parentId === dept.parentId && r.id !== dept.id),
  );
  await recordUserOperation(ctx, dept.schoolId, '组织架构', '删除部门', dept.name);
  return null;
}
