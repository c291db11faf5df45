import { max, eq } from 'drizzle-orm';
import { OrgMsg, type Position, type PositionAddInput } from '@contract';
import { positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { orgSchool } from './org-school';
import { assertPositionName } from './position-name';

/** POST /park/roles/position/add: a position with no rights yet; 菜单权限 (the role editor) grants them. */
export async function addPosition(ctx: AuthedContext, input: PositionAddInput): Promise<Position> {
  const schoolId = orgSchool(ctx, input);
  await assertPositionName(ctx.db, schoolId, input.name);
  const [last] = await ctx.db
    .select({ sort: max(positions.sort) })
    .from(positions)
    .where(eq(positions.schoolId, schoolId));
  const [row] = await ctx.db
    .insert(positions)
    .values({ schoolId, name: input.name, duties: input.duties, sort: (last?.sort ?? 0) + 1 })
    .returning();
  if (!row) throw AppError.badRequest(OrgMsg.positionNotFound);
  await recordUserOperation(ctx, schoolId, '组织架构', '新增岗位', input.name);
  return { id: row.id, name: row.name, duties: row.duties, allRights: false, memberCount: 0 };
}
