import { count, eq } from 'drizzle-orm';
import { OrgMsg, type PositionRemoveInput } from '@contract';
import { positions, memberships } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { ownPosition } from './org-school';

/** POST /park/roles/position/delete: never the principal's; refused while members hold it (their rights would vanish). */
export async function removePosition(ctx: AuthedContext, input: PositionRemoveInput): Promise<null> {
  const position = await ownPosition(ctx, input.id);
  if (position.allRights) throw AppError.badRequest(OrgMsg.positionProtected);
  const [holders] = await ctx.db.select({ n: count() }).from(memberships).where(eq(memberships.positionId, position.id));
  const n = Number(holders?.n ?? 0);
  if (n > 0) throw AppError.badRequest(OrgMsg.positionHasMembers(n));
  await ctx.db.delete(positions).where(eq(positions.id, position.id));
  await recordUserOperation(ctx, position.schoolId, '组织架构', '删除岗位', position.name);
  return null;
}
