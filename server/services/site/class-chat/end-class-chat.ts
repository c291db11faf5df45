import { eq } from 'drizzle-orm';
import { CHAT_CONTENT, type ChatRecordRow, type ClassChatEnd, ClassChatMsg, uuidv7 } from '@contract';
import { chatRecords, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { toChatRecordRow } from '../../../replication/site/class-chat-rows';
import { findChatClassOrFail } from './chat-rows';

/**
 * Ends the class's current conversation: an append-only marker record (contentType 0) in the signed-in user's name.
 * Messages after it start a new conversation; the chat's open/closed status is left as it is.
 */
export async function endClassChat(ctx: AuthedContext, input: ClassChatEnd): Promise<ChatRecordRow> {
  const cls = await findChatClassOrFail(ctx, input.classId, input.schoolId);
  const id = input.id ?? uuidv7(ctx.clock.now().getTime());
  const [exists] = await ctx.db.select({ id: chatRecords.id }).from(chatRecords).where(eq(chatRecords.id, id));
  if (exists) throw AppError.badRequest('数据已存在');
  const [me] = await ctx.db
    .select({ userName: users.userName, headPic: users.headPic })
    .from(users)
    .where(eq(users.id, ctx.session.userId));
  const [stored] = await ctx.db
    .insert(chatRecords)
    .values({
      id,
      schoolId: cls.schoolId,
      classId: cls.id,
      senderUserId: ctx.session.userId,
      senderName: me?.userName ?? '',
      senderImg: me?.headPic ?? '',
      contentType: CHAT_CONTENT.ended,
      content: ClassChatMsg.endedLine,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!stored) throw new Error('chat record insert returned nothing');
  const row = toChatRecordRow(stored);
  await recordChanges(ctx.db, cls.schoolId, [{ table: 'chatRecords', op: 'put', row }]);
  await recordMutation(ctx, cls.schoolId, 'classChat.end', cls.name);
  return row;
}
