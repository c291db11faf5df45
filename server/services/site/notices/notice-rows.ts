import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, NOTICE_PUBLISH, StaffNoticeMsg, type StaffNoticeDetail } from '@contract';
import type { Db } from '../../../db/client';
import { memberships, staffNotices, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { rightsIn } from '../../permissions/member-rights';
import { assertSchoolInScope } from '../../school-scope';

/** Shared steps of the notice operations (one operation per file beside this). */
export type StoredNotice = typeof staffNotices.$inferSelect;

/** The notice, in the named school (one of the user's); another school's or a missing one is a 404. */
export async function findNoticeOrFail(ctx: AuthedContext, schoolId: number, id: string): Promise<StoredNotice> {
  assertSchoolInScope(ctx, schoolId);
  const [row] = await ctx.db
    .select()
    .from(staffNotices)
    .where(and(eq(staffNotices.id, id), eq(staffNotices.schoolId, schoolId)));
  if (!row) throw AppError.notFound(StaffNoticeMsg.notFound);
  return row;
}

export async function mayPublish(ctx: AuthedContext, schoolId: number): Promise<boolean> {
  const rights = await rightsIn(ctx, schoolId);
  return !!rights && hasPermission(rights.permissions, NOTICE_PUBLISH);
}

export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const toDetail = (n: StoredNotice, authorName: string): StaffNoticeDetail => ({
  id: n.id,
  title: n.title,
  content: n.content,
  attachments: n.attachments,
  status: n.status,
  audienceType: n.audienceType,
  audienceIds: n.audienceIds,
  authorName,
  createTime: formatDateTime(n.createdAt),
  publishTime: n.publishedAt ? formatDateTime(n.publishedAt) : null,
});

/** The members of the school a notice of this audience reaches (enabled users only). */
export async function audienceUserIds(db: Db, schoolId: number, type: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ userId: memberships.userId, departmentId: memberships.departmentId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.schoolId, schoolId), eq(users.disabled, false)));
  const wanted = new Set(ids);
  const hit = rows.filter((r) =>
    type === 1 ? true : type === 2 ? r.departmentId !== null && wanted.has(r.departmentId) : wanted.has(r.userId),
  );
  return [...new Set(hit.map((r) => r.userId))].sort((a, b) => a - b);
}
