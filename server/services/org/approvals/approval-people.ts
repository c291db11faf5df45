import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { type ApprovalOptions, PRINCIPAL_POSITION, STAFF_INACTIVE } from '@contract';
import type { Db } from '../../../db/client';
import { departments, memberships, positions, users } from '../../../db/schema';

/** A serving member of the school (not left or retired, account enabled), with what a flow needs of them. */
export interface Member {
  userId: number;
  name: string;
  departmentId: number | null;
  departmentName: string;
  positionId: number | null;
  positionName: string;
}

/** The school's serving members (or those of `userIds` among them), by user id. */
export async function servingMembers(db: Db, schoolId: number, userIds?: readonly number[]): Promise<Member[]> {
  if (userIds && userIds.length === 0) return [];
  return db
    .select({
      userId: memberships.userId,
      name: users.userName,
      departmentId: memberships.departmentId,
      departmentName: departments.name,
      positionId: memberships.positionId,
      positionName: positions.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(departments, eq(departments.id, memberships.departmentId))
    .leftJoin(positions, eq(positions.id, memberships.positionId))
    .where(
      and(
        eq(memberships.schoolId, schoolId),
        eq(users.disabled, false),
        notInArray(memberships.staffStatus, [...STAFF_INACTIVE]),
        userIds ? inArray(memberships.userId, [...userIds]) : undefined,
      ),
    )
    .orderBy(asc(memberships.userId))
    .then((rows) => rows.map((r) => ({ ...r, departmentName: r.departmentName ?? '', positionName: r.positionName ?? '' })));
}

/** Serving members holding a position. */
export async function holdersOf(db: Db, schoolId: number, positionId: number): Promise<Member[]> {
  return (await servingMembers(db, schoolId)).filter((m) => m.positionId === positionId);
}

/** The school's principals (position 园长): who a step without anyone to ask goes to. */
export async function principalsOf(db: Db, schoolId: number): Promise<Member[]> {
  return (await servingMembers(db, schoolId)).filter((m) => m.positionName === PRINCIPAL_POSITION);
}

/**
 * The head of a member's department: the department's leader, else the nearest department above that names one
 * (钉钉's 逐级向上查找主管). `except` (an applicant who heads their own department) is passed over for the next head
 * up: their superior. Null when no department up the tree has a serving leader.
 */
export async function departmentHead(db: Db, schoolId: number, departmentId: number | null, except?: number): Promise<Member | null> {
  if (departmentId === null) return null;
  const depts = await db
    .select({ id: departments.id, parentId: departments.parentId, leader: departments.leaderUserId })
    .from(departments)
    .where(eq(departments.schoolId, schoolId));
  const byId = new Map(depts.map((d) => [d.id, d]));
  const seen = new Set<number>();
  for (let d = byId.get(departmentId); d && !seen.has(d.id); d = d.parentId === null ? undefined : byId.get(d.parentId)) {
    seen.add(d.id);
    if (d.leader !== null && d.leader !== except) {
      const [leader] = await servingMembers(db, schoolId, [d.leader]);
      if (leader) return leader;
    }
  }
  return null;
}

/** Whom the template designer can pick (审批设置). */
export async function approvalOptions(db: Db, schoolId: number): Promise<ApprovalOptions> {
  const staff = await servingMembers(db, schoolId);
  const pos = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(eq(positions.schoolId, schoolId))
    .orderBy(asc(positions.sort), asc(positions.id));
  return {
    staff: staff.map(({ userId, name, departmentName, positionName }) => ({ userId, name, departmentName, positionName })),
    positions: pos,
  };
}
