import type { AreaServices } from '../../area-services';
import { endClassChat } from './end-class-chat';
import { saveClassChatStatus } from './save-class-chat-status';

/** Class-chat mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const CLASS_CHAT_MUTATORS = {
  'classChat.setStatus': saveClassChatStatus,
  'classChat.end': endClassChat,
} as const satisfies AreaServices<'classChat'>;
