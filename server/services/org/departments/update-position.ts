import { and, eq } from 'drizzle-orm';
import { OrgMsg, type PositionUpdateInput } from '@contract';
import { memberships, positions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordStaffRows } from '../../../replication/attendance/staff-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { ownPosition } from './org-school';
import { assertPositionName } from './position-name';

/**
 * POST /park/roles/position/update: name and 岗位职责. The principal's position keeps its name (园长 decides the
 * mailbox and holds all rights); its duties may be written like any other's.
 */
export async function updatePosition(ctx: AuthedContext, input: PositionUpdateInput): Promise<null> {
  const position = await ownPosition(ctx, input.id);
  const renamed = position.name !== input.name;
  if (renamed) {
    if (position.allRights) throw AppError.badRequest(OrgMsg.positionProtected);
    await assertPositionName(ctx.db, position.schoolId, input.name, position.id);
  }
  await ctx.db.update(positions).set({ name: input.name, duties: input.duties }).where(eq(positions.id, position.id));
  if (renamed) {
    const members = await ctx.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.schoolId, position.schoolId), eq(memberships.positionId, position.id)));
    if (members.length > 0)
      await recordStaffRows(
        ctx.db,
        position.schoolId,
        members.map((m) => m.userId),
      );
  }
  const what = renamed ? `${position.name} 改名为 ${input.name}` : `${position.name} 修改岗位职责`;
  await recordUserOperation(ctx, position.schoolId, '组织架构', '修改岗位', what);
  return null;
}
