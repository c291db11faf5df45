import { classChatCalls } from '@contract/site/class-chat-calls';
import { call } from '../call';
import type { ChatHistoryPage } from '@contract/site/class-chat';
import type { RequestOptions } from '../client';

export interface ChatHistoryFilter {
  groupId: string;
  current: number;
  size: number;
  before?: string;
  latest?: 0 | 1;
}

/** GET /park/party/classChat/history: a class's chat records, oldest first (or pages from the newest: latest 1). */
export const getChatHistory = (
  filter: ChatHistoryFilter,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<ChatHistoryPage> => call(classChatCalls.listChatHistory, { ...filter }, options);
