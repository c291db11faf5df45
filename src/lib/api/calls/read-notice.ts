import { request, type RequestOptions } from '../client';

/** POST /park/notice/read (SPEC §7: id, user_id): opening a notice marks it read. */
export const readNotice = (id: number, userId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<null> =>
  request<null>('/park/notice/read', { ...options, json: { id, user_id: userId } });
