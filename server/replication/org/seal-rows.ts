import { and, eq, inArray } from 'drizzle-orm';
import type { SealRow, SealState, SealUseRow } from '@contract';
import type { Db } from '../../db/client';
import { memberships, type sealUses, type seals, staffProfiles, users } from '../../db/schema';

/** The names of some members of a school: their staff profile's name, else their account's. */
export async function memberNames(db: Db, schoolId: number, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: memberships.userId, userName: users.userName, profileName: staffProfiles.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, memberships.schoolId), eq(staffProfiles.userId, memberships.userId)))
    .where(and(eq(memberships.schoolId, schoolId), inArray(memberships.userId, [...new Set(userIds)])));
  return new Map(rows.map((r) => [r.userId, r.profileName ?? r.userName]));
}

/** A seal as the replica holds it: its keepers with the names they had when it was saved. */
export const toSealRow = (r: typeof seals.$inferSelect): SealRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  kind: r.kind,
  picture: r.picture,
  keepers: r.keeperIds.map((userId, i) => ({ userId, name: r.keeperNames[i] ?? '' })),
  state: r.state as SealState,
  remark: r.remark,
});

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const toSealUseRow = (r: typeof sealUses.$inferSelect): SealUseRow => ({
  id: r.id,
  schoolId: r.schoolId,
  sealId: r.sealId,
  sealName: r.sealName,
  applicantId: r.applicantId,
  applicantName: r.applicantName,
  purpose: r.purpose,
  copies: r.copies,
  requestedAt: r.requestedAt.toISOString(),
  approvalId: r.approvalId,
  state: r.state as SealUseRow['state'],
  issue: r.issue,
  decidedById: r.decidedById,
  decidedByName: r.decidedByName,
  decidedAt: iso(r.decidedAt),
  rejectReason: r.rejectReason,
  usedAt: iso(r.usedAt),
  usedById: r.usedById,
  usedByName: r.usedByName,
  usedPhoto: r.usedPhoto,
  usedRemark: r.usedRemark,
});
