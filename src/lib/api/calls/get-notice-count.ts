import { type NoticeCount, noticeCountSchema } from '@contract/notifications';
import { request, type RequestOptions } from '../client';

/** GET /park/notice/count: the user's unread notices in a school (the bell's badge). */
export const getNoticeCount = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<NoticeCount> =>
  request('/park/notice/count', { ...options, params: { schoolId }, schema: noticeCountSchema });
