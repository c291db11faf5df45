import { CHAT_CONTENT, ClassChatMsg } from '@contract/site/class-chat';
import { uuidv7Time } from '@contract/site/website';
import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

/**
 * The client half of the class-chat services. The class must be in the replica (its school's); the status row is
 * keyed by the class id, and ending a conversation appends a marker record whose time its UUIDv7 carries. The
 * sender's name is left empty here: the server writes the signed-in user's, and the pull brings it back.
 */
export const classChatMutators = {
  async 'classChat.setStatus'(tx, a) {
    const cls = await tx.get('classes', a.classId);
    if (!cls || cls.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.put('classChats', { id: a.classId, schoolId: a.schoolId, status: a.status });
  },
  async 'classChat.end'(tx, a) {
    const cls = await tx.get('classes', a.classId);
    if (!cls || cls.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.put('chatRecords', {
      id: a.id,
      schoolId: a.schoolId,
      classId: a.classId,
      senderUserId: null,
      senderName: '',
      senderImg: '',
      contentType: CHAT_CONTENT.ended,
      content: ClassChatMsg.endedLine,
      voiceImg: '',
      createTime: uuidv7Time(a.id),
    });
  },
} satisfies AreaMutators<'classChat'>;
