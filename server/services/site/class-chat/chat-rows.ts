import { and, eq } from 'drizzle-orm';
import type { ChatRecordRow, ChatRecordView } from '@contract';
import type { Db } from '../../../db/client';
import { classChats, classes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';

/** What the history call returns: `self` for the reader instead of the sender's user id. */
export const toChatRecordView = ({ senderUserId, ...r }: ChatRecordRow, readerId: number): ChatRecordView => ({
  ...r,
  self: senderUserId === readerId ? 1 : 0,
});

/**
 * The class, if it is one of the user's schools'. A named school must be the class's own (else 404, as for
 * classes); without one (REST) the class's own school is used, and another school's class is a 403.
 */
export async function findChatClassOrFail(ctx: AuthedContext, classId: string, schoolId?: number) {
  if (schoolId !== undefined) assertSchoolInScope(ctx, schoolId);
  const [cls] = await ctx.db.select().from(classes).where(eq(classes.id, classId));
  if (!cls || (schoolId !== undefined && cls.schoolId !== schoolId)) throw AppError.notFound(MISSING_ROW_MSG);
  assertSchoolInScope(ctx, cls.schoolId);
  return cls;
}

/** A class's chat status; a class never set is open (SPEC default chosen in docs/decisions.md). */
export async function chatStatusOf(db: Db, schoolId: number, classId: string): Promise<number | undefined> {
  const [row] = await db
    .select()
    .from(classChats)
    .where(and(eq(classChats.id, classId), eq(classChats.schoolId, schoolId)));
  return row?.status;
}

/** The school a class belongs to (undefined when there is no such class): what a chat call by class acts on. */
export async function classSchool(ctx: AuthedContext, classId: string): Promise<number | undefined> {
  const [cls] = await ctx.db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, classId));
  return cls?.schoolId;
}
