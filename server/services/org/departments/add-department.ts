import { type Department, DEPT_MAX_DEPTH, type DeptAddInput, OrgMsg } from '@contract';
import { departments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { lockDepartments } from './lock-departments';
import { assertParent, orgSchool } from './org-school';

/** Depth of a department (1 at the top), following parents. */
export function depthOf(rows: readonly { id: number; parentId: number | null }[], id: number | null): number {
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  let depth = 0;
  for (let at = id; at !== null && at !== undefined && depth <= rows.length; at = parent.get(at) ?? null) depth++;
  return depth;
}

/** POST /park/dept/add: a department at the end of its parent's children; a sibling of the same name is refused. */
export async function addDepartment(ctx: AuthedContext, input: DeptAddInput): Promise<Department> {
  const schoolId = orgSchool(ctx, input);
  const rows = await lockDepartments(ctx.db, schoolId);
  await assertParent(ctx.db, schoolId, input.parentId);
  const siblings = rows.filter((r) => r.parentId === input.parentId);
  if (siblings.some((r) => r.name === input.name)) throw AppError.badRequest(OrgMsg.deptDuplicate);
  if (depthOf(rows, input.parentId) + 1 > DEPT_MAX_DEPTH) throw AppError.badRequest(OrgMsg.deptTooDeep);
  const sort = siblings.reduce((max, r) => Math.max(max, r.sort + 1), 0);
  const [row] = await ctx.db.insert(departments).values({ schoolId, name: input.name, parentId: input.parentId, sort }).returning();
  if (!row) throw AppError.badRequest();
  await recordUserOperation(ctx, schoolId, '组织架构', '新增部门', input.name);
  return { id: row.id, name: row.name, parentId: row.parentId, sort: row.sort, memberCount: 0 };
}
