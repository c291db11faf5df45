import type { FastifyInstance } from 'fastify';
import { ClassChatMsg, chatHistoryQuerySchema, classChatEndSchema, classChatListQuerySchema, classChatSaveSchema, ok } from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { endClassChat } from '../services/class-chat/end-class-chat';
import { listChatHistory } from '../services/class-chat/list-chat-history';
import { listClassChats } from '../services/class-chat/list-class-chats';
import { saveClassChatStatus } from '../services/class-chat/save-class-chat-status';
import type { RouteDeps } from './deps';

/**
 * SPEC §7 Website content "Class chat" for clients other than the app (which syncs): class list, save {classId,
 * status}, history {current, size, stuId, groupId, type}, and ending the current conversation. Writes run in one
 * transaction through the same service as their sync mutation.
 */
export function classChatRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  const base = '/park/party/classChat';
  app.get(`${base}/classList`, async (req) => ok(await listClassChats(authed(req), parseQuery(classChatListQuerySchema, req.query))));
  app.get(`${base}/history`, async (req) => ok(await listChatHistory(authed(req), parseQuery(chatHistoryQuerySchema, req.query))));
  app.post(`${base}/save`, async (req) => {
    const ctx = authed(req);
    const input = parseInput(classChatSaveSchema, req.body);
    return ok(await ctx.db.transaction((tx) => saveClassChatStatus({ ...ctx, db: tx }, input)), ClassChatMsg.done);
  });
  app.post(`${base}/end`, async (req) => {
    const ctx = authed(req);
    const input = parseInput(classChatEndSchema, req.body);
    return ok(await ctx.db.transaction((tx) => endClassChat({ ...ctx, db: tx }, input)), ClassChatMsg.done);
  });
}
