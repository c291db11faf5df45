import { type SendNoticeRequest, sendNoticeResultSchema } from '@contract/notifications';
import { request } from '../client';

/** POST /park/notice/send: to one colleague, or to all without toUserId. */
export const sendNotice = (input: SendNoticeRequest): Promise<{ sent: number }> =>
  request('/park/notice/send', { json: input, schema: sendNoticeResultSchema });
