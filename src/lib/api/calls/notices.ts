import type {
  AnnouncementRow,
  MailboxLetter,
  MyLetter,
  MyNoticeRow,
  NoticeAudienceOptions,
  NoticeReceipts,
  SaveAnnouncementInput,
  SaveStaffNoticeInput,
  StaffNoticeDetail,
  StaffNoticeRow,
  WriteLetterInput,
} from '@contract/site/notices';
import type { Paged } from '@contract/orders/school-orders';
import { request } from '../client';

/** 通知公告, 校园宣传 and 园长信箱 (docs/notices.md): online calls, not synced. */
type ListParams = { schoolId: number; pageNum: number; pageSize: number; title?: string; status?: number };
const quiet = { quiet: 'unreachable' as const };

export const getStaffNotices = (p: ListParams) => request<Paged<StaffNoticeRow>>('/park/staffNotice/list', { params: p, ...quiet });
export const getMyNotices = (p: ListParams) => request<Paged<MyNoticeRow>>('/park/staffNotice/mine', { params: p, ...quiet });
export const getNoticeAudience = (schoolId: number) =>
  request<NoticeAudienceOptions>('/park/staffNotice/audience', { params: { schoolId } });
export const getNoticeReceipts = (schoolId: number, id: string) =>
  request<NoticeReceipts>('/park/staffNotice/receipts', { params: { schoolId, id } });
/** Opening a notice marks the reader's receipt read. */
export const openStaffNotice = (schoolId: number, id: string) =>
  request<StaffNoticeDetail>('/park/staffNotice/detail', { params: { schoolId, id } });
export const saveStaffNotice = (input: Omit<SaveStaffNoticeInput, 'id'> & { id?: string | undefined }) =>
  request<StaffNoticeDetail>('/park/staffNotice/save', { method: 'POST', json: input });
export const withdrawStaffNotice = (schoolId: number, id: string) =>
  request<{ id: string }>('/park/staffNotice/withdraw', { method: 'POST', json: { schoolId, id } });
export const deleteStaffNotice = (schoolId: number, id: string) =>
  request<{ id: string }>('/park/staffNotice/delete', { method: 'POST', json: { schoolId, id } });

export const getAnnouncements = (p: ListParams) => request<Paged<AnnouncementRow>>('/park/announcement/list', { params: p, ...quiet });
export const saveAnnouncement = (input: Omit<SaveAnnouncementInput, 'id'> & { id?: string | undefined }) =>
  request<AnnouncementRow>('/park/announcement/save', { method: 'POST', json: input });
export const withdrawAnnouncement = (schoolId: number, id: string) =>
  request<{ id: string }>('/park/announcement/withdraw', { method: 'POST', json: { schoolId, id } });
export const deleteAnnouncement = (schoolId: number, id: string) =>
  request<{ id: string }>('/park/announcement/delete', { method: 'POST', json: { schoolId, id } });

export const writeLetter = (input: WriteLetterInput) => request<MyLetter>('/park/mailbox/write', { method: 'POST', json: input });
export const getMyLetters = (p: ListParams) => request<Paged<MyLetter>>('/park/mailbox/mine', { params: p, ...quiet });
export const getMailbox = (p: ListParams) => request<Paged<MailboxLetter>>('/park/mailbox/list', { params: p, ...quiet });
export const replyLetter = (schoolId: number, id: string, reply: string) =>
  request<MailboxLetter>('/park/mailbox/reply', { method: 'POST', json: { schoolId, id, reply } });
