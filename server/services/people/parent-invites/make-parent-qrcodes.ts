import { and, eq, inArray } from 'drizzle-orm';
import { PARENT_INVITE_TTL_MS, type ParentQr } from '@contract';
import { classes, parentInvites, students } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { newInvitationKey } from '../../org/invitations/key-view';
import { assertSchoolInScope } from '../../school-scope';

/**
 * getQrcodeImgUrlBatch: a fresh code per child of the class (or of the listed children), valid for
 * PARENT_INVITE_TTL_MS. Making codes replaces the children's previous ones, so a lost sheet can be made void by
 * printing a new one. The picture itself is drawn by the browser from the link (the `qrcode` package, loaded lazily).
 */
export async function makeParentQrcodes(
  ctx: AuthedContext,
  input: { schoolId: number; classId?: string | undefined; studentIds?: string[] | undefined },
): Promise<ParentQr[]> {
  assertSchoolInScope(ctx, input.schoolId);
  if (!input.classId && !input.studentIds?.length) throw AppError.badRequest('请选择班级或幼儿');
  const where = [eq(students.schoolId, input.schoolId)];
  if (input.classId) where.push(eq(students.classId, input.classId));
  if (input.studentIds?.length) where.push(inArray(students.id, input.studentIds));
  const kids = await ctx.db
    .select({ id: students.id, name: students.name, className: classes.name })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(...where))
    .orderBy(students.name);
  if (kids.length === 0) throw AppError.notFound('没有可邀请的幼儿');
  const expiresAt = new Date(ctx.clock.now().getTime() + PARENT_INVITE_TTL_MS);
  const out: ParentQr[] = [];
  for (const kid of kids) {
    const key = newInvitationKey();
    const row = { studentId: kid.id, schoolId: input.schoolId, key, expiresAt, revokedAt: null, createdBy: ctx.session.userId };
    await ctx.db.insert(parentInvites).values(row).onConflictDoUpdate({ target: parentInvites.studentId, set: row });
    out.push({ studentId: kid.id, studentName: kid.name, className: kid.className, key, expireTime: expiresAt.getTime() });
  }
  return out;
}
