import { and, asc, eq, notInArray } from 'drizzle-orm';
import { type SealKeeperOption, STAFF_INACTIVE } from '@contract';
import { memberships, positions, staffProfiles, users } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** GET /park/seal/keepers: the school's serving staff, whom a seal's keepers are chosen from (by name). */
export async function listSealKeepers(ctx: AuthedContext, input: { schoolId: number }): Promise<SealKeeperOption[]> {
  assertSchoolInScope(ctx, input.schoolId);
  const rows = await ctx.db
    .select({ userId: memberships.userId, userName: users.userName, profileName: staffProfiles.name, positionName: positions.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, memberships.schoolId), eq(staffProfiles.userId, memberships.userId)))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(
      and(eq(memberships.schoolId, input.schoolId), eq(users.disabled, false), notInArray(memberships.staffStatus, [...STAFF_INACTIVE])),
    )
    .orderBy(asc(memberships.userId));
  return rows
    .map((r) => ({ userId: r.userId, name: r.profileName ?? r.userName, positionName: r.positionName ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh'));
}
