import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type LetterListQuery,
  LetterMsg,
  type MailboxLetter,
  type MyLetter,
  type Paged,
  PRINCIPAL_POSITION,
  type ReplyLetterInput,
  uuidv7,
  type WriteLetterInput,
} from '@contract';
import { mailboxLetters, memberships, positions, users } from '../../../db/schema';
import { selectPage } from '../../../db/select-page';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/format';
import type { AuthedContext } from '../../context';
import { sendNotification } from '../../notifications/send-notification';
import { assertSchoolInScope } from '../../school-scope';

/**
 * 园长信箱 (docs/notices.md "Anonymous letters"). The writer's id is stored only to list the writer's own letters.
 * Every answer to the principal is built here from the columns below, never from the writer's row for an anonymous
 * letter: no id, name, phone or department of its writer leaves the server, in the list, the reply's answer or the
 * 通知 the principal gets (its sender is null and named 匿名). No operation-log line is written for letters.
 */
type Stored = typeof mailboxLetters.$inferSelect;

async function principalsOf(ctx: AuthedContext, schoolId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(positions, eq(positions.id, memberships.positionId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.schoolId, schoolId), eq(positions.name, PRINCIPAL_POSITION), eq(users.disabled, false)));
  return rows.map((r) => r.userId);
}

const mine = (l: Stored): MyLetter => ({
  id: l.id,
  title: l.title,
  content: l.content,
  anonymous: l.anonymous,
  createTime: formatDateTime(l.createdAt),
  reply: l.reply,
  replyTime: l.repliedAt ? formatDateTime(l.repliedAt) : null,
});

/** Any member writes; each principal of the school gets a 通知 (from 匿名 when the letter is anonymous). */
export async function writeLetter(ctx: AuthedContext, input: WriteLetterInput): Promise<MyLetter> {
  assertSchoolInScope(ctx, input.schoolId);
  const principals = await principalsOf(ctx, input.schoolId);
  if (principals.length === 0) throw AppError.badRequest(LetterMsg.noPrincipal);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(mailboxLetters)
    .values({
      id: uuidv7(),
      schoolId: input.schoolId,
      writerUserId: ctx.session.userId,
      anonymous: input.anonymous,
      title: input.title,
      content: input.content,
      createdAt: now,
    })
    .returning();
  if (!row) throw AppError.notFound(LetterMsg.notFound);
  const [me] = input.anonymous ? [] : await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
  await sendNotification(ctx.db, {
    schoolId: input.schoolId,
    userIds: principals.filter((p) => p !== ctx.session.userId),
    sender: input.anonymous ? { userId: null, name: LetterMsg.anonymous } : { userId: ctx.session.userId, name: me?.name ?? '' },
    title: LetterMsg.newLetterTitle,
    content: LetterMsg.newLetterContent(input.title),
    createdAt: now,
  });
  return mine(row);
}

/** The writer's own letters in the school, newest first, with replies. */
export async function listMyLetters(ctx: AuthedContext, q: LetterListQuery): Promise<Paged<MyLetter>> {
  assertSchoolInScope(ctx, q.schoolId);
  const { rows, total } = await selectPage(ctx.db, mailboxLetters, {
    where: and(eq(mailboxLetters.schoolId, q.schoolId), eq(mailboxLetters.writerUserId, ctx.session.userId)),
    order: [desc(mailboxLetters.createdAt), desc(mailboxLetters.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  return { list: rows.map(mine), pageNum: q.pageNum, pageSize: q.pageSize, total };
}

/** Names of the writers of the named (not anonymous) letters only. */
async function namedWriters(ctx: AuthedContext, letters: readonly Stored[]): Promise<Map<string, string>> {
  const named = letters.filter((l) => !l.anonymous);
  if (named.length === 0) return new Map();
  const ids = [...new Set(named.map((l) => l.writerUserId))];
  const rows = await ctx.db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return new Map(named.map((l) => [l.id, byId.get(l.writerUserId) ?? '']));
}

const forPrincipal = (l: Stored, names: Map<string, string>): MailboxLetter => ({
  id: l.id,
  title: l.title,
  content: l.content,
  anonymous: l.anonymous,
  senderName: l.anonymous ? LetterMsg.anonymous : (names.get(l.id) ?? ''),
  createTime: formatDateTime(l.createdAt),
  reply: l.reply,
  replyTime: l.repliedAt ? formatDateTime(l.repliedAt) : null,
});

/** The principal's mailbox (the route lets only the principal's position in), newest first. */
export async function listMailbox(ctx: AuthedContext, q: LetterListQuery): Promise<Paged<MailboxLetter>> {
  assertSchoolInScope(ctx, q.schoolId);
  const { rows, total } = await selectPage(ctx.db, mailboxLetters, {
    where: eq(mailboxLetters.schoolId, q.schoolId),
    order: [desc(mailboxLetters.createdAt), desc(mailboxLetters.id)],
    page: q.pageNum,
    size: q.pageSize,
  });
  const names = await namedWriters(ctx, rows);
  return { list: rows.map((l) => forPrincipal(l, names)), pageNum: q.pageNum, pageSize: q.pageSize, total };
}

/** The principal replies (again replaces the reply); the writer gets a 通知 from the principal. */
export async function replyLetter(ctx: AuthedContext, input: ReplyLetterInput): Promise<MailboxLetter> {
  assertSchoolInScope(ctx, input.schoolId);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(mailboxLetters)
    .set({ reply: input.reply, repliedAt: now })
    .where(and(eq(mailboxLetters.id, input.id), eq(mailboxLetters.schoolId, input.schoolId)))
    .returning();
  if (!row) throw AppError.notFound(LetterMsg.notFound);
  const [me] = await ctx.db.select({ name: users.userName, pic: users.headPic }).from(users).where(eq(users.id, ctx.session.userId));
  // The 通知 goes to the writer; the answer to the principal names nobody (the id stays on the server).
  await sendNotification(ctx.db, {
    schoolId: input.schoolId,
    userIds: [row.writerUserId],
    sender: { userId: ctx.session.userId, name: me?.name ?? '', pic: me?.pic ?? '' },
    title: LetterMsg.replyTitle,
    content: LetterMsg.replyContent(row.title),
    createdAt: now,
  });
  return forPrincipal(row, await namedWriters(ctx, [row]));
}
