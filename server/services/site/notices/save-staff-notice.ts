import { eq } from 'drizzle-orm';
import {
  isRichTextEmpty,
  DocStatus,
  PENDING_UPLOAD_PREFIX,
  type SaveStaffNoticeInput,
  type StaffNoticeDetail,
  StaffNoticeMsg,
  UploadMsg,
  uuidv7,
} from '@contract';
import { staffNoticeReceipts, staffNotices, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';
import { assertSchoolInScope } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { sanitizeRichText } from '../website/sanitize-rich-text';
import { audienceUserIds, findNoticeOrFail, toDetail } from './notice-rows';

/** Rich text a notice may keep (the website's sanitiser), still saying something once cleaned. */
export function cleanNoticeHtml(html: string, emptyMsg: string): string {
  if (html.includes(PENDING_UPLOAD_PREFIX)) throw AppError.badRequest(UploadMsg.unknownFile);
  const clean = sanitizeRichText(html);
  if (isRichTextEmpty(clean)) throw AppError.badRequest(emptyMsg);
  return clean;
}

/**
 * Saves a draft (new, or an edit of a draft) and, with `publish`, publishes it: the audience is resolved to the
 * school's members then, each gets a receipt and a 通知 (the notifications service delivers). A published or
 * withdrawn notice is not edited.
 */
export async function saveStaffNotice(ctx: AuthedContext, input: SaveStaffNoticeInput): Promise<StaffNoticeDetail> {
  assertSchoolInScope(ctx, input.schoolId);
  const content = cleanNoticeHtml(input.content, StaffNoticeMsg.content);
  await requireStoredFiles(
    ctx,
    input.schoolId,
    input.attachments.map((a) => a.filePath),
  );
  const now = ctx.clock.now();
  const recipients = input.publish ? await audienceUserIds(ctx.db, input.schoolId, input.audienceType, input.audienceIds) : [];
  if (input.publish && recipients.length === 0) throw AppError.badRequest(StaffNoticeMsg.noRecipients);
  const fields = {
    title: input.title,
    content,
    attachments: input.attachments,
    audienceType: input.audienceType,
    audienceIds: input.audienceType === 1 ? [] : [...new Set(input.audienceIds)],
    status: input.publish ? DocStatus.published : DocStatus.draft,
    publishedAt: input.publish ? now : null,
  };
  let id: string;
  if (input.id) {
    const existing = await findNoticeOrFail(ctx, input.schoolId, input.id);
    if (existing.status !== DocStatus.draft) throw AppError.badRequest(StaffNoticeMsg.notDraft);
    await ctx.db.update(staffNotices).set(fields).where(eq(staffNotices.id, existing.id));
    id = existing.id;
  } else {
    id = uuidv7();
    await ctx.db.insert(staffNotices).values({ id, schoolId: input.schoolId, authorUserId: ctx.session.userId, createdAt: now, ...fields });
  }
  const [me] = await ctx.db.select({ name: users.userName, pic: users.headPic }).from(users).where(eq(users.id, ctx.session.userId));
  if (input.publish) {
    await ctx.db.insert(staffNoticeReceipts).values(recipients.map((userId) => ({ noticeId: id, userId })));
    await sendNotification(ctx.db, {
      schoolId: input.schoolId,
      userIds: recipients,
      sender: { userId: ctx.session.userId, name: me?.name ?? '', pic: me?.pic ?? '' },
      title: input.title,
      content: StaffNoticeMsg.deliveredContent(input.title),
      createdAt: now,
    });
  }
  const [saved] = await ctx.db.select().from(staffNotices).where(eq(staffNotices.id, id));
  if (!saved) throw AppError.notFound(StaffNoticeMsg.notFound);
  return toDetail(saved, me?.name ?? '');
}
