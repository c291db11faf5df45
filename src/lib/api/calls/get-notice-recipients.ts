import { notificationsCalls } from '@contract/notifications-calls';
import { call } from '../call';
import type { NoticeRecipient } from '@contract/notifications';
import type { RequestOptions } from '../client';

/** GET /park/notice/recipients: colleagues a staff manager can send a notice to. */
export const getNoticeRecipients = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<NoticeRecipient[]> =>
  call(notificationsCalls.listRecipients, { schoolId }, options);
