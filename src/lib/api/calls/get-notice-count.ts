import { notificationsCalls } from '@contract/notifications-calls';
import { call } from '../call';
import type { NoticeCount } from '@contract/notifications';
import type { RequestOptions } from '../client';

/** GET /park/notice/count: the user's unread notices in a school (the bell's badge). */
export const getNoticeCount = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<NoticeCount> =>
  call(notificationsCalls.countNotices, { schoolId }, options);
