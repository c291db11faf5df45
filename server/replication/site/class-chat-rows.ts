import type { ChatRecordRow, ClassChatRow } from '@contract';
import type { chatRecords, classChats } from '../../db/schema';

/** Database rows → the replicated shapes of contract/site/class-chat.ts. */
export const toClassChatRow = (r: typeof classChats.$inferSelect): ClassChatRow => ({ id: r.id, schoolId: r.schoolId, status: r.status });
export const toChatRecordRow = (r: typeof chatRecords.$inferSelect): ChatRecordRow => ({
  id: r.id,
  schoolId: r.schoolId,
  classId: r.classId,
  senderUserId: r.senderUserId,
  senderName: r.senderName,
  senderImg: r.senderImg,
  contentType: r.contentType,
  content: r.content,
  voiceImg: r.voiceImg,
  createTime: r.createdAt.toISOString(),
});
