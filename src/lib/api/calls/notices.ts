import { noticesCalls } from '@contract/site/notices-calls';
import { call } from '../call';
import type { SaveAnnouncementInput, SaveStaffNoticeInput, WriteLetterInput } from '@contract/site/notices';

/** 通知公告, 校园宣传 and 园长信箱 (docs/notices.md): online calls, not synced. */
type ListParams = { schoolId: number; pageNum: number; pageSize: number; title?: string; status?: number };
const quiet = { quiet: 'unreachable' as const };

export const getStaffNotices = (p: ListParams) => call(noticesCalls.listStaffNotices, p, quiet);
export const getMyNotices = (p: ListParams) => call(noticesCalls.listMyNotices, p, quiet);
export const getNoticeAudience = (schoolId: number) => call(noticesCalls.noticeAudienceOptions, { schoolId });
export const getNoticeReceipts = (schoolId: number, id: string) => call(noticesCalls.noticeReceipts, { schoolId, id });
/** Opening a notice marks the reader's receipt read. */
export const openStaffNotice = (schoolId: number, id: string) => call(noticesCalls.readStaffNotice, { schoolId, id });
export const saveStaffNotice = (input: Omit<SaveStaffNoticeInput, 'id'> & { id?: string | undefined }) =>
  call(noticesCalls.saveStaffNotice, input);
export const withdrawStaffNotice = (schoolId: number, id: string) => call(noticesCalls.withdrawStaffNotice, { schoolId, id });
export const deleteStaffNotice = (schoolId: number, id: string) => call(noticesCalls.deleteStaffNotice, { schoolId, id });

export const getAnnouncements = (p: ListParams) => call(noticesCalls.listAnnouncements, p, quiet);
export const saveAnnouncement = (input: Omit<SaveAnnouncementInput, 'id'> & { id?: string | undefined }) =>
  call(noticesCalls.saveAnnouncement, input);
export const withdrawAnnouncement = (schoolId: number, id: string) => call(noticesCalls.withdrawAnnouncement, { schoolId, id });
export const deleteAnnouncement = (schoolId: number, id: string) => call(noticesCalls.deleteAnnouncement, { schoolId, id });

export const writeLetter = (input: WriteLetterInput) => call(noticesCalls.writeLetter, input);
export const getMyLetters = (p: ListParams) => call(noticesCalls.listMyLetters, p, quiet);
export const getMailbox = (p: ListParams) => call(noticesCalls.listMailbox, p, quiet);
export const replyLetter = (schoolId: number, id: string, reply: string) => call(noticesCalls.replyLetter, { schoolId, id, reply });
