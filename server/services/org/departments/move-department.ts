import { eq } from 'drizzle-orm';
import { DEPT_MAX_DEPTH, type DeptMoveInput, isInSubtree, OrgMsg } from '@contract';
import { departments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { depthOf } from './add-department';
import { lockDepartments, renumber } from './lock-departments';
import { ownDepartment } from './org-school';

/** Levels of the subtree under a department, itself included (1 for a leaf). */
function heightOf(rows: readonly { id: number; parentId: number | null }[], id: number): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + children.reduce((max, c) => Math.max(max, heightOf(rows, c.id)), 0);
}

/**
 * POST /park/dept/move: drag and drop, 上移/下移 and 移动到 alike. The department (with its subtree) goes under
 * `parentId` at `index` among the new siblings; a parent inside its own subtree is refused (a tree stays a tree),
 * as is one of another school or a tree deeper than DEPT_MAX_DEPTH. Both sibling lists are renumbered 0, 1, 2….
 */
export async function moveDepartment(ctx: AuthedContext, input: DeptMoveInput): Promise<null> {
  const dept = await ownDepartment(ctx, input.id);
  const rows = await lockDepartments(ctx.db, dept.schoolId);
  if (input.parentId !== null) {
    if (!rows.some((r) => r.id === input.parentId)) throw AppError.badRequest(OrgMsg.deptParentNotFound);
    if (isInSubtree(rows, dept.id, input.parentId)) throw AppError.badRequest(OrgMsg.deptCycle);
  }
  if (depthOf(rows, input.parentId) + heightOf(rows, dept.id) > DEPT_MAX_DEPTH) throw AppError.badRequest(OrgMsg.deptTooDeep);
  const siblings = rows.filter((r) => r.parentId === input.parentId && r.id !== dept.id);
  if (siblings.some((r) => r.name === dept.name)) throw AppError.badRequest(OrgMsg.deptDuplicate);

  const moved = { ...dept, parentId: input.parentId };
  siblings.splice(Math.min(input.index, siblings.length), 0, moved);
  if (dept.parentId !== input.parentId) {
    await ctx.db.update(departments).set({ parentId: input.parentId }).where(eq(departments.id, dept.id));
    await renumber(
      ctx.db,
      rows.filter((r) => r.parentId === dept.parentId && r.id !== dept.id),
    );
  }
  await renumber(ctx.db, siblings);
  const parent = rows.find((r) => r.id === input.parentId);
  await recordUserOperation(
    ctx,
    dept.schoolId,
    '组织架构',
    '移动部门',
    `${dept.name} 移到 ${parent ? parent.name : '顶级'} 第 ${Math.min(input.index, siblings.length - 1) + 1} 位`,
  );
  return null;
}
