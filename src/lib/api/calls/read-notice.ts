import { notificationsCalls } from '@contract/notifications-calls';
import { call } from '../call';
import type { RequestOptions } from '../client';

/** POST /park/notice/read (SPEC §7: id, user_id): opening a notice marks it read. */
export const readNotice = (id: number, userId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<null> =>
  call(notificationsCalls.readNotice, { id, user_id: userId }, options);
