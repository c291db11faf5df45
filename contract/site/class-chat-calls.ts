import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  chatHistoryPageSchema,
  chatHistoryQuerySchema,
  classChatEndSchema,
  classChatListQuerySchema,
  classChatSaveSchema,
} from './class-chat';

/** The HTTP calls of server/routes/site/class-chat.ts, as the client makes them (contract/call.ts). */
export const classChatCalls = {
  listClassChats: defineCall({
    method: 'GET',
    path: '/park/party/classChat/classList',
    permission: '/DGTW/JWH',
    input: classChatListQuerySchema,
  }),
  listChatHistory: defineCall({
    method: 'GET',
    path: '/park/party/classChat/history',
    permission: '/DGTW/JWH',
    input: chatHistoryQuerySchema,
    output: chatHistoryPageSchema,
  }),
  saveClassChatStatus: defineCall({
    method: 'POST',
    path: '/park/party/classChat/save',
    permission: MUTATION_DECLS['classChat.setStatus'].permission,
    input: classChatSaveSchema,
  }),
  endClassChat: defineCall({
    method: 'POST',
    path: '/park/party/classChat/end',
    permission: MUTATION_DECLS['classChat.end'].permission,
    input: classChatEndSchema,
  }),
};
