import { type ClassChatRow, type ClassChatSave, CHAT_STATUS } from '@contract';
import { classChats } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { loggedAs, recordUserOperation } from '../../operation-log/record-operation';
import { toClassChatRow } from '../../../replication/site/class-chat-rows';
import { findChatClassOrFail } from './chat-rows';

/** SPEC §4: a class's chat toggles between 1 open and 0 closed (REST save and the `classChat.setStatus` mutation). */
export async function saveClassChatStatus(ctx: AuthedContext, input: ClassChatSave): Promise<ClassChatRow> {
  const cls = await findChatClassOrFail(ctx, input.classId, input.schoolId);
  const [stored] = await ctx.db
    .insert(classChats)
    .values({ id: cls.id, schoolId: cls.schoolId, status: input.status })
    .onConflictDoUpdate({ target: classChats.id, set: { status: input.status } })
    .returning();
  if (!stored) throw new Error('class chat upsert returned nothing');
  const row = toClassChatRow(stored);
  await recordChanges(ctx.db, cls.schoolId, [{ table: 'classChats', op: 'put', row }]);
  // Filed as the mutation is, worded by what it did (开启 / 关闭).
  await recordUserOperation(
    ctx,
    cls.schoolId,
    loggedAs('classChat.setStatus').module,
    input.status === CHAT_STATUS.open ? '开启班级聊天' : '关闭班级聊天',
    cls.name,
  );
  return row;
}
