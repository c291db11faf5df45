import { type NoticeRecipient, noticeRecipientsSchema } from '@contract/notifications';
import { request, type RequestOptions } from '../client';

/** GET /park/notice/recipients: colleagues a staff manager can send a notice to. */
export const getNoticeRecipients = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<NoticeRecipient[]> =>
  request('/park/notice/recipients', { ...options, params: { schoolId }, schema: noticeRecipientsSchema });
