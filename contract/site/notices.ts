import { PAGE_SIZE_DEFAULT } from '../constants';
import { idParam, intParam, text, uuid } from '../fields';
import type { DeclaredAction } from '../permissions';
import { PRINCIPAL_MAILBOX_PATH } from '../routes';
import { fileReference } from '../uploads';
import { isRichTextEmpty, richTextLength } from './website';
import { z } from '../zod-locale';

/**
 * Staff notices (通知公告 /YWGL/YSXC/TZGG), announcements to parents (校园宣传 /YWGL/XYXC) and the principal's
 * mailbox (园长信箱 /YWGL/YSXC/YCXX). docs/notices.md.
 *
 * A staff notice is a document (title, rich text, attachments, audience); publishing it writes one receipt per
 * recipient and delivers a 通知 to each through the notifications service. Opening the notice marks its receipt read.
 */
export const NOTICES_PATH = '/YWGL/YSXC/TZGG';
export const ANNOUNCEMENTS_PATH = '/YWGL/XYXC';
export const MAILBOX_PATH = PRINCIPAL_MAILBOX_PATH;
/** Writing, publishing, withdrawing and deleting notices, and reading their receipts. */
export const NOTICE_PUBLISH = '/YWGL/YSXC/TZGG:publish' satisfies DeclaredAction;
export const ANNOUNCEMENT_PUBLISH = '/YWGL/XYXC:publish' satisfies DeclaredAction;

/** SPEC §5: a notice title is at most 50 characters. */
export const NOTICE_LIMITS = {
  title: 50,
  text: 5000,
  attachments: 9,
  audience: 500,
  letterTitle: 50,
  letterText: 2000,
  reply: 1000,
} as const;

/** 0 draft, 1 published, 2 withdrawn. */
export const DocStatus = { draft: 0, published: 1, withdrawn: 2 } as const;
export const NOTICE_STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已撤回' };
/** 1 whole school, 2 departments, 3 chosen staff. */
export const Audience = { school: 1, departments: 2, staff: 3 } as const;
export const AUDIENCE_LABELS: Record<number, string> = { 1: '全园教职工', 2: '指定部门', 3: '指定人员' };

export const StaffNoticeMsg = {
  title: '请输入标题',
  titleMax: `标题最多${NOTICE_LIMITS.title}个字`,
  content: '请输入内容',
  contentMax: `内容最多${NOTICE_LIMITS.text}个字`,
  audience: '请选择通知对象',
  attachments: `附件最多${NOTICE_LIMITS.attachments}个`,
  noRecipients: '所选范围内没有教职工',
  published: '发布成功！',
  saved: '保存成功！',
  withdrawn: '撤回成功',
  done: '操作成功',
  notDraft: '只有草稿可以修改或删除',
  notPublished: '只有已发布的通知可以撤回',
  notFound: '该通知不存在或已撤回',
  confirmPublish: '确定发布该通知吗？发布后通知对象将收到通知。',
  confirmWithdraw: '确定撤回该通知吗？撤回后通知对象将不能再查看。',
  confirmDelete: '确定删除该草稿吗？',
  /** The 通知 a recipient gets: its title is the notice's. */
  deliveredContent: (title: string) => `您收到一条新的通知公告《${title}》，请到“通知公告”中查看。`,
  offline: '当前处于离线状态，通知公告需要连接服务器',
} as const;

export const AnnouncementMsg = {
  title: '请输入标题',
  titleMax: `标题最多${NOTICE_LIMITS.title}个字`,
  cover: '请上传封面',
  content: '请输入内容',
  contentMax: `内容最多${NOTICE_LIMITS.text}个字`,
  published: '发布成功！',
  saved: '保存成功！',
  withdrawn: '撤回成功',
  notFound: '该宣传不存在',
  confirmWithdraw: '确定撤回该宣传吗？撤回后家长将不能再查看。',
  confirmDelete: '确定删除该宣传吗？',
} as const;

export const LetterMsg = {
  title: '请输入标题',
  titleMax: `标题最多${NOTICE_LIMITS.letterTitle}个字`,
  content: '请输入内容',
  contentMax: `内容最多${NOTICE_LIMITS.letterText}个字`,
  reply: '请输入回复内容',
  replyMax: `回复最多${NOTICE_LIMITS.reply}个字`,
  sent: '信件已发送',
  replied: '回复成功',
  notFound: '该信件不存在',
  /** The sender the principal sees on an anonymous letter, and its 通知's sender name. */
  anonymous: '匿名',
  noPrincipal: '本园暂未设置园长岗位，信件无法送达',
  newLetterTitle: '园长信箱有新信件',
  newLetterContent: (title: string) => `收到一封新信件《${title}》，请到“园长信箱”中查看。`,
  replyTitle: '园长回复了您的信件',
  replyContent: (title: string) => `您的信件《${title}》已收到园长回复，请到“通知公告 → 写信给园长”中查看。`,
  anonymousHint: '匿名信件不会向任何人显示您的姓名和联系方式（园长也看不到）。',
} as const;

const richText = (requiredMsg: string, maxMsg: string) =>
  text(200_000, { required: requiredMsg, maxMsg, multiline: true, trim: false })
    .refine((v) => !isRichTextEmpty(v), requiredMsg)
    .refine((v) => richTextLength(v) <= NOTICE_LIMITS.text, maxMsg);
const schoolId = idParam();
const page = {
  pageNum: idParam().default(1),
  pageSize: idParam().pipe(z.number().max(100)).default(PAGE_SIZE_DEFAULT),
};

export const noticeAttachmentSchema = z.object({
  filePath: fileReference('请上传附件'),
  fileName: text(200, { required: '请上传附件' }),
  size: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});
export type NoticeAttachment = z.infer<typeof noticeAttachmentSchema>;

/** The notice editor's fields (the dialog's form and the server's rules). */
export const staffNoticeFields = {
  title: text(NOTICE_LIMITS.title, { required: StaffNoticeMsg.title, maxMsg: StaffNoticeMsg.titleMax }),
  content: richText(StaffNoticeMsg.content, StaffNoticeMsg.contentMax),
  attachments: z.array(noticeAttachmentSchema).max(NOTICE_LIMITS.attachments, StaffNoticeMsg.attachments).default([]),
  audienceType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: StaffNoticeMsg.audience }),
  /** Department ids (2) or user ids (3); empty for the whole school. */
  audienceIds: z.array(z.number().int().positive()).max(NOTICE_LIMITS.audience).default([]),
};
/** Save a draft (no id: a new one) or publish (`publish: true`, from a draft or straight away). */
export const saveStaffNoticeSchema = z
  .object({ schoolId, id: uuid().optional(), publish: z.boolean().default(false), ...staffNoticeFields })
  .refine((v) => v.audienceType === Audience.school || v.audienceIds.length > 0, {
    message: StaffNoticeMsg.audience,
    path: ['audienceIds'],
  });
export type SaveStaffNoticeInput = z.infer<typeof saveStaffNoticeSchema>;
export const noticeRefSchema = z.object({ schoolId, id: uuid() });
export type NoticeRef = z.infer<typeof noticeRefSchema>;
export const staffNoticeListQuerySchema = z.object({
  schoolId,
  ...page,
  title: text(NOTICE_LIMITS.title).optional(),
  status: intParam({ min: 0, max: 2 }).optional(),
});
export type StaffNoticeListQuery = z.infer<typeof staffNoticeListQuerySchema>;
export const myNoticeListQuerySchema = z.object({ schoolId, ...page, title: text(NOTICE_LIMITS.title).optional() });
export type MyNoticeListQuery = z.infer<typeof myNoticeListQuerySchema>;

/** A notice in the manager's list. */
export interface StaffNoticeRow {
  id: string;
  title: string;
  status: number;
  audienceType: number;
  authorName: string;
  createTime: string;
  publishTime: string | null;
  /** Recipients, and how many have read it (0 for a draft). */
  recipients: number;
  read: number;
}
/** A notice addressed to the reader. */
export interface MyNoticeRow {
  id: string;
  title: string;
  authorName: string;
  publishTime: string;
  read: boolean;
}
export interface StaffNoticeDetail {
  id: string;
  title: string;
  content: string;
  attachments: NoticeAttachment[];
  status: number;
  audienceType: number;
  audienceIds: number[];
  authorName: string;
  createTime: string;
  publishTime: string | null;
}
export interface NoticeReceipt {
  userId: number;
  userName: string;
  departmentName: string;
  readTime: string | null;
}
export interface NoticeReceipts {
  total: number;
  read: number;
  unread: number;
  readers: NoticeReceipt[];
  nonReaders: NoticeReceipt[];
}
/** Whom a notice can be addressed to: the school's departments and staff. */
export interface NoticeAudienceOptions {
  departments: Array<{ id: number; name: string; staff: number }>;
  staff: Array<{ userId: number; userName: string; departmentId: number | null; position: string | null }>;
}

/* ——— 校园宣传: announcements to parents ——— */
export const announcementFields = {
  title: text(NOTICE_LIMITS.title, { required: AnnouncementMsg.title, maxMsg: AnnouncementMsg.titleMax }),
  cover: fileReference(AnnouncementMsg.cover),
  content: richText(AnnouncementMsg.content, AnnouncementMsg.contentMax),
};
export const saveAnnouncementSchema = z.object({
  schoolId,
  id: uuid().optional(),
  publish: z.boolean().default(false),
  ...announcementFields,
});
export type SaveAnnouncementInput = z.infer<typeof saveAnnouncementSchema>;
export const announcementListQuerySchema = staffNoticeListQuerySchema;
export interface AnnouncementRow {
  id: string;
  title: string;
  cover: string;
  content: string;
  status: number;
  authorName: string;
  createTime: string;
  publishTime: string | null;
}
/** What the parents' app reads: published announcements only, no author. */
export interface ParentAnnouncement {
  id: string;
  title: string;
  cover: string;
  content: string;
  publishTime: string;
}
export const parentAnnouncementQuerySchema = z.object({ schoolId, ...page });

/* ——— 园长信箱 ——— */
export const writeLetterSchema = z.object({
  schoolId,
  title: text(NOTICE_LIMITS.letterTitle, { required: LetterMsg.title, maxMsg: LetterMsg.titleMax }),
  content: text(NOTICE_LIMITS.letterText, { required: LetterMsg.content, maxMsg: LetterMsg.contentMax, multiline: true }),
  anonymous: z.boolean().default(false),
});
export type WriteLetterInput = z.infer<typeof writeLetterSchema>;
export const replyLetterSchema = z.object({
  schoolId,
  id: uuid(),
  reply: text(NOTICE_LIMITS.reply, { required: LetterMsg.reply, maxMsg: LetterMsg.replyMax, multiline: true }),
});
export type ReplyLetterInput = z.infer<typeof replyLetterSchema>;
export const letterListQuerySchema = z.object({ schoolId, ...page });
export type LetterListQuery = z.infer<typeof letterListQuerySchema>;
/**
 * A letter as the principal sees it. `senderName` is 匿名 for an anonymous letter, and nothing else about the sender
 * (id, phone, department) is ever in an answer: the server does not read the writer's row for one.
 */
export interface MailboxLetter {
  id: string;
  title: string;
  content: string;
  anonymous: boolean;
  senderName: string;
  createTime: string;
  reply: string | null;
  replyTime: string | null;
}
/** A letter as its writer sees it. */
export interface MyLetter {
  id: string;
  title: string;
  content: string;
  anonymous: boolean;
  createTime: string;
  reply: string | null;
  replyTime: string | null;
}
export const MAILBOX_PAGE_SIZE = PAGE_SIZE_DEFAULT;
