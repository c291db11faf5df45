import { asc } from 'drizzle-orm';
import type { Position } from '@contract';
import { positions } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { positionsWithMemberCounts } from '../position-members';
import { orgSchool } from './org-school';

/** GET /park/roles/positions: 岗位管理's list, with duties and member counts, the principal's first. */
export async function listPositions(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<Position[]> {
  return positionsWithMemberCounts(ctx.db, orgSchool(ctx, input), [asc(positions.sort), asc(positions.id)]);
}
