import { defineCall, unchecked } from './call';
import {
  noticeCountQuerySchema,
  noticeCountSchema,
  noticePageRequestSchema,
  noticePageSchema,
  noticeRecipientsSchema,
  NOTIFY_PERMISSION,
  readNoticeRequestSchema,
  sendNoticeRequestSchema,
  sendNoticeResultSchema,
} from './notifications';
import { MEMBER } from './permissions';

/** The HTTP calls of server/routes/notifications.ts, as the client makes them (contract/call.ts). */
export const notificationsCalls = {
  countNotices: defineCall({
    method: 'GET',
    path: '/park/notice/count',
    permission: MEMBER,
    input: noticeCountQuerySchema,
    output: noticeCountSchema,
  }),
  listNotices: defineCall({
    method: 'POST',
    path: '/park/notice/page',
    permission: MEMBER,
    input: noticePageRequestSchema,
    output: noticePageSchema,
  }),
  readNotice: defineCall({
    method: 'POST',
    path: '/park/notice/read',
    permission: MEMBER,
    input: readNoticeRequestSchema,
    output: unchecked<null>(),
  }),
  listRecipients: defineCall({
    method: 'GET',
    path: '/park/notice/recipients',
    permission: NOTIFY_PERMISSION,
    input: noticeCountQuerySchema,
    output: noticeRecipientsSchema,
  }),
  sendStaffNotice: defineCall({
    method: 'POST',
    path: '/park/notice/send',
    permission: NOTIFY_PERMISSION,
    input: sendNoticeRequestSchema,
    output: sendNoticeResultSchema,
  }),
};
