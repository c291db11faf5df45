import { type ChatHistoryPage, chatHistoryPageSchema } from '@contract/site/class-chat';
import { request, type RequestOptions } from '../client';

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
): Promise<ChatHistoryPage> =>
  request('/park/party/classChat/history', { ...options, params: { ...filter }, schema: chatHistoryPageSchema });
