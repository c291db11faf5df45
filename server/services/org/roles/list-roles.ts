import { asc } from 'drizzle-orm';
import type { RoleListItem } from '@contract';
import { positions } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { positionsWithMemberCounts } from '../position-members';
import { rolesSchool } from './school-position';

/** GET /park/roles/list: the school's positions with how many members hold each, in the order they were made. */
export async function listRoles(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<RoleListItem[]> {
  const rows = await positionsWithMemberCounts(ctx.db, rolesSchool(ctx, input), [asc(positions.id)]);
  return rows.map((r) => ({ positionId: r.id, positionName: r.name, allRights: r.allRights, memberCount: r.memberCount }));
}
