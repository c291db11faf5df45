import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_PUBLISH,
  ANNOUNCEMENTS_PATH,
  AnnouncementMsg,
  announcementListQuerySchema,
  LetterMsg,
  letterListQuerySchema,
  MAILBOX_PATH,
  MEMBER,
  myNoticeListQuerySchema,
  NOTICE_PUBLISH,
  noticeRefSchema,
  parentAnnouncementQuerySchema,
  replyLetterSchema,
  saveAnnouncementSchema,
  saveStaffNoticeSchema,
  StaffNoticeMsg,
  staffNoticeListQuerySchema,
  writeLetterSchema,
} from '@contract';
import { z } from 'zod';
import { noticeAudienceOptions } from '../services/site/notices/audience-options';
import {
  deleteAnnouncement,
  listAnnouncements,
  parentAnnouncements,
  saveAnnouncement,
  withdrawAnnouncement,
} from '../services/site/notices/announcements';
import { deleteStaffNotice } from '../services/site/notices/delete-staff-notice';
import { listMyNotices } from '../services/site/notices/list-my-notices';
import { listStaffNotices } from '../services/site/notices/list-staff-notices';
import { listMailbox, listMyLetters, replyLetter, writeLetter } from '../services/site/notices/mailbox';
import { noticeReceipts } from '../services/site/notices/notice-receipts';
import { readStaffNotice } from '../services/site/notices/read-staff-notice';
import { saveStaffNotice } from '../services/site/notices/save-staff-notice';
import { withdrawStaffNotice } from '../services/site/notices/withdraw-staff-notice';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * 通知公告, 校园宣传 and 园长信箱 (docs/notices.md). Online calls (not synced): writing needs the publish actions,
 * reading one's own notices and writing to the principal needs membership only, the mailbox the principal's
 * position (PRINCIPAL_MAILBOX_PATH is offered to no other position, so the permission check refuses the rest).
 */
export function noticeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const school = z.object({ schoolId: noticeRefSchema.shape.schoolId });

  route('GET', '/park/staffNotice/list', { permission: NOTICE_PUBLISH, input: query(staffNoticeListQuerySchema), run: listStaffNotices });
  route('GET', '/park/staffNotice/audience', { permission: NOTICE_PUBLISH, input: query(school), run: noticeAudienceOptions });
  route('GET', '/park/staffNotice/receipts', { permission: NOTICE_PUBLISH, input: query(noticeRefSchema), run: noticeReceipts });
  route('POST', '/park/staffNotice/save', {
    permission: NOTICE_PUBLISH,
    input: body(saveStaffNoticeSchema),
    run: saveStaffNotice,
    msg: (i) => (i.publish ? StaffNoticeMsg.published : StaffNoticeMsg.saved),
    tx: true,
  });
  route('POST', '/park/staffNotice/withdraw', {
    permission: NOTICE_PUBLISH,
    input: body(noticeRefSchema),
    run: withdrawStaffNotice,
    msg: StaffNoticeMsg.withdrawn,
    tx: true,
  });
  route('POST', '/park/staffNotice/delete', {
    permission: NOTICE_PUBLISH,
    input: body(noticeRefSchema),
    run: deleteStaffNotice,
    msg: StaffNoticeMsg.done,
    tx: true,
  });
  route('GET', '/park/staffNotice/mine', { permission: MEMBER, input: query(myNoticeListQuerySchema), run: listMyNotices });
  // Reading marks the receipt: a GET that writes the member's own read time, as opening a 通知 does.
  route('GET', '/park/staffNotice/detail', { permission: MEMBER, input: query(noticeRefSchema), run: readStaffNotice });

  route('GET', '/park/announcement/list', {
    permission: ANNOUNCEMENTS_PATH,
    input: query(announcementListQuerySchema),
    run: listAnnouncements,
  });
  route('POST', '/park/announcement/save', {
    permission: ANNOUNCEMENT_PUBLISH,
    input: body(saveAnnouncementSchema),
    run: saveAnnouncement,
    msg: (i) => (i.publish ? AnnouncementMsg.published : AnnouncementMsg.saved),
    tx: true,
  });
  route('POST', '/park/announcement/withdraw', {
    permission: ANNOUNCEMENT_PUBLISH,
    input: body(noticeRefSchema),
    run: withdrawAnnouncement,
    msg: AnnouncementMsg.withdrawn,
    tx: true,
  });
  route('POST', '/park/announcement/delete', {
    permission: ANNOUNCEMENT_PUBLISH,
    input: body(noticeRefSchema),
    run: deleteAnnouncement,
    msg: StaffNoticeMsg.done,
    tx: true,
  });
  route('GET', '/park/parent/announcements', { anonymous: true, input: query(parentAnnouncementQuerySchema), run: parentAnnouncements });

  route('POST', '/park/mailbox/write', {
    permission: MEMBER,
    input: body(writeLetterSchema),
    run: writeLetter,
    msg: LetterMsg.sent,
    tx: true,
  });
  route('GET', '/park/mailbox/mine', { permission: MEMBER, input: query(letterListQuerySchema), run: listMyLetters });
  route('GET', '/park/mailbox/list', { permission: MAILBOX_PATH, input: query(letterListQuerySchema), run: listMailbox });
  route('POST', '/park/mailbox/reply', {
    permission: MAILBOX_PATH,
    input: body(replyLetterSchema),
    run: replyLetter,
    msg: LetterMsg.replied,
    tx: true,
  });
}
