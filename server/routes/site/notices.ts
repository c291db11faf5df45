import { noticesCalls } from '@contract/site/notices-calls';
import type { FastifyInstance } from 'fastify';
import { AnnouncementMsg, LetterMsg, StaffNoticeMsg } from '@contract';
import { noticeAudienceOptions } from '../../services/site/notices/audience-options';
import {
  deleteAnnouncement,
  listAnnouncements,
  parentAnnouncements,
  saveAnnouncement,
  withdrawAnnouncement,
} from '../../services/site/notices/announcements';
import { deleteStaffNotice } from '../../services/site/notices/delete-staff-notice';
import { listMyNotices } from '../../services/site/notices/list-my-notices';
import { listStaffNotices } from '../../services/site/notices/list-staff-notices';
import { listMailbox, listMyLetters, replyLetter, writeLetter } from '../../services/site/notices/mailbox';
import { noticeReceipts } from '../../services/site/notices/notice-receipts';
import { readStaffNotice } from '../../services/site/notices/read-staff-notice';
import { saveStaffNotice } from '../../services/site/notices/save-staff-notice';
import { withdrawStaffNotice } from '../../services/site/notices/withdraw-staff-notice';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * 通知公告, 校园宣传 and 园长信箱 (docs/notices.md). Online calls (not synced): writing needs the publish actions,
 * reading one's own notices and writing to the principal needs membership only, the mailbox the principal's
 * position (PRINCIPAL_MAILBOX_PATH is offered to no other position, so the permission check refuses the rest).
 */
export function noticeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);

  route(noticesCalls.listStaffNotices, { run: listStaffNotices });
  route(noticesCalls.noticeAudienceOptions, { run: noticeAudienceOptions });
  route(noticesCalls.noticeReceipts, { run: noticeReceipts });
  route(noticesCalls.saveStaffNotice, {
    run: saveStaffNotice,
    msg: (i) => (i.publish ? StaffNoticeMsg.published : StaffNoticeMsg.saved),
    tx: true,
  });
  route(noticesCalls.withdrawStaffNotice, { run: withdrawStaffNotice, msg: StaffNoticeMsg.withdrawn, tx: true });
  route(noticesCalls.deleteStaffNotice, { run: deleteStaffNotice, msg: StaffNoticeMsg.done, tx: true });
  route(noticesCalls.listMyNotices, { run: listMyNotices });
  // Reading marks the receipt: a GET that writes the member's own read time, as opening a 通知 does.
  route(noticesCalls.readStaffNotice, { run: readStaffNotice });

  route(noticesCalls.listAnnouncements, { run: listAnnouncements });
  route(noticesCalls.saveAnnouncement, {
    run: saveAnnouncement,
    msg: (i) => (i.publish ? AnnouncementMsg.published : AnnouncementMsg.saved),
    tx: true,
  });
  route(noticesCalls.withdrawAnnouncement, { run: withdrawAnnouncement, msg: AnnouncementMsg.withdrawn, tx: true });
  route(noticesCalls.deleteAnnouncement, { run: deleteAnnouncement, msg: StaffNoticeMsg.done, tx: true });
  route(noticesCalls.parentAnnouncements, { run: parentAnnouncements });

  route(noticesCalls.writeLetter, { run: writeLetter, msg: LetterMsg.sent, tx: true });
  route(noticesCalls.listMyLetters, { run: listMyLetters });
  route(noticesCalls.listMailbox, { run: listMailbox });
  route(noticesCalls.replyLetter, { run: replyLetter, msg: LetterMsg.replied, tx: true });
}
