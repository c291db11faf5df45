import { classChatCalls } from '@contract/site/class-chat-calls';
import type { FastifyInstance } from 'fastify';
import { ClassChatMsg } from '@contract';
import type { AuthedContext } from '../../services/context';
import { classSchool } from '../../services/site/class-chat/chat-rows';
import { endClassChat } from '../../services/site/class-chat/end-class-chat';
import { listChatHistory } from '../../services/site/class-chat/list-chat-history';
import { listClassChats } from '../../services/site/class-chat/list-class-chats';
import { saveClassChatStatus } from '../../services/site/class-chat/save-class-chat-status';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * SPEC §7 Website content "Class chat" for clients other than the app (which syncs): class list, save {classId,
 * status}, history {current, size, stuId, groupId, type}, and ending the current conversation. Writes run in one
 * transaction through the same service as their sync mutation.
 */
export function classChatRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  // A call by class may name no school: the permission is checked in the class's school too.
  const schoolOf = (ctx: AuthedContext, input: { classId: string; schoolId?: number | undefined }) =>
    input.schoolId !== undefined ? Promise.resolve(input.schoolId) : classSchool(ctx, input.classId);
  route(classChatCalls.listClassChats, { run: listClassChats });
  route(classChatCalls.listChatHistory, { schoolOf: (ctx, input) => classSchool(ctx, input.groupId), run: listChatHistory });
  route(classChatCalls.saveClassChatStatus, { schoolOf, run: saveClassChatStatus, msg: ClassChatMsg.done, tx: true });
  route(classChatCalls.endClassChat, { schoolOf, run: endClassChat, msg: ClassChatMsg.done, tx: true });
}
