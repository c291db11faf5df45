import { endClassChat } from './end-class-chat';
import { saveClassChatStatus } from './save-class-chat-status';

/** Class-chat mutation name → the service its REST route runs (server/sync/mutators.ts spreads these in). */
export const CLASS_CHAT_MUTATORS = {
  'classChat.setStatus': saveClassChatStatus,
  'classChat.end': endClassChat,
} as const;
