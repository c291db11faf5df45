import { asc, eq } from 'drizzle-orm';
import { CHAT_STATUS_DEFAULT, type ClassChatListItem } from '@contract';
import { classChats, classes } from '../../../db/schema';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

/** SPEC §7 Class chat "class list": every class of the school in its sort order, with its chat status. */
export async function listClassChats(ctx: AuthedContext, q: { schoolId: number }): Promise<ClassChatListItem[]> {
  assertSchoolInScope(ctx, q.schoolId);
  const [rows, chats] = await Promise.all([
    ctx.db.select().from(classes).where(eq(classes.schoolId, q.schoolId)).orderBy(asc(classes.sort), asc(classes.id)),
    ctx.db.select().from(classChats).where(eq(classChats.schoolId, q.schoolId)),
  ]);
  const status = new Map(chats.map((c) => [c.id, c.status]));
  return rows.map((c) => ({ classId: c.id, className: c.name, status: status.get(c.id) ?? CHAT_STATUS_DEFAULT }));
}
