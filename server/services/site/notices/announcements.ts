import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  type AnnouncementRow,
  AnnouncementMsg,
  DocStatus,
  type NoticeRef,
  type Paged,
  type ParentAnnouncement,
  type SaveAnnouncementInput,
  type StaffNoticeListQuery,
  uuidv7,
} from '@contract';
import { announcements } from '../../../db/schema';
import { selectPage } from '../../../db/select-page';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext, ServiceContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { userNames } from './notice-rows';
import { cleanNoticeHtml } from './save-staff-notice';

/** 校园宣传: announcements to parents. The operations are small; they share this file (docs/notices.md). */
type Stored = typeof announcements.$inferSelect;
const toRow = (a: Stored, authorName: string): AnnouncementRow => ({
  id: a.id,
  title: a.title,
  cover: a.cover,
  content: a.content,
  status: a.status,
  authorName,
  createTime: formatDateTime(a.createdAt),
  publishTime: a.publishedAt ? formatDateTime(a.publishedAt) : null,
});

async function findOrFail(ctx: AuthedContext, schoolId: number, id: string): Promise<Stored> {
  assertSchoolInScope(ctx, schoolId);
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.schoolId, schoolId)));
  if (!row) throw AppError.notFound(AnnouncementMsg.notFound);
  return row;
}

/** Saves (new or edit; a published one is edited in place) and, with `publish`, publishes. */
export async function saveAnnouncement(ctx: AuthedContext, input: SaveAnnouncementInput): Promise<AnnouncementRow> {
  assertSchoolInScope(ctx, input.schoolId);
  const content = cleanNoticeHtml(input.content, AnnouncementMsg.content);
  await requireStoredFiles(ctx, input.schoolId, [input.cover]);
  const now = ctx.clock.now();
  let id = input.id;
  if (id) {
    const a = await findOrFail(ctx, input.schoolId, id);
    const publish = input.publish || a.status === DocStatus.published;
    await ctx.db
      .update(announcements)
      .set({
        title: input.title,
        cover: input.cover,
        content,
        status: publish ? DocStatus.published : a.status,
        publishedAt: publish ? (a.publishedAt && a.status === DocStatus.published ? a.publishedAt : now) : a.publishedAt,
      })
      .where(eq(announcements.id, a.id));
  } else {
    id = uuidv7();
    await ctx.db.insert(announcements).values({
      id,
      schoolId: input.schoolId,
      title: input.title,
      cover: input.cover,
      content,
      status: input.publish ? DocStatus.published : DocStatus.draft,
      authorUserId: ctx.session.userId,
      createdAt: now,
      publishedAt: input.publish ? now : null,
    });
  }
  const saved = await findOrFail(ctx, input.schoolId, id);
  return toRow(saved, (await userNames(ctx.db, [saved.authorUserId])).get(saved.authorUserId) ?? '');
}

export async function withdrawAnnouncement(ctx: AuthedContext, input: NoticeRef): Promise<{ id: string }> {
  const a = await findOrFail(ctx, input.schoolId, input.id);
  await ctx.db.update(announcements).set({ status: DocStatus.withdrawn }).where(eq(announcements.id, a.id));
  return { id: a.id };
}

export async function deleteAnnouncement(ctx: AuthedContext, input: NoticeRef): Promise<{ id: string }> {
  const a = await findOrFail(ctx, input.schoolId, input.id);
  await ctx.db.delete(announcements).where(eq(announcements.id, a.id));
  return { id: a.id };
}

export async function listAnnouncements(ctx: AuthedContext, q: StaffNoticeListQuery): Promise<Paged<AnnouncementRow>> {
  assertSchoolInScope(ctx, q.schoolId);
  const where: SQL[] = [eq(announcements.schoolId, q.schoolId)];
  if (q.title) where.push(ilike(announcements.title, `%${q.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.status !== undefined) where.push(eq(announcements.status, q.status));
  const { rows, total } = await selectPage(ctx.db, announcements, {
    where: and(...where),
    order: [desc(announcements.createdAt), desc(announcements.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  const names = await userNames(
    ctx.db,
    rows.map((r) => r.authorUserId),
  );
  return { list: rows.map((r) => toRow(r, names.get(r.authorUserId) ?? '')), pageNum: q.pageNum, pageSize: q.pageSize, total };
}

/**
 * What the parents' app reads (GET /park/parent/announcements): a school's published announcements, newest
 * first, without author or drafts. Anonymous for now: the parents' app has no session with this server yet, and
 * a published announcement is public (the school's own 校园宣传).
 */
export async function parentAnnouncements(
  ctx: ServiceContext,
  q: { schoolId: number; pageNum: number; pageSize: number },
): Promise<Paged<ParentAnnouncement>> {
  const { rows, total } = await selectPage(ctx.db, announcements, {
    where: and(eq(announcements.schoolId, q.schoolId), eq(announcements.status, DocStatus.published)),
    order: [desc(announcements.publishedAt), desc(announcements.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      cover: r.cover,
      content: r.content,
      publishTime: r.publishedAt ? formatDateTime(r.publishedAt) : '',
    })),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total,
  };
}
