import type { DeclaredAction } from './permissions';
import { z } from './zod-locale';
import { id, idParam, int32, text } from './fields';

/** Notifications drawer (SPEC §2 Shell, §3 Notification, §4 poll, §9): 10 per page, 5 pager buttons, badge max 99. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGER_BUTTONS = 5;
export const NOTICE_BADGE_MAX = 99;
export const NOTICE_POLL_MS = 10_000;
/** The page call's `type` (SPEC §7 "type 2"): notifications addressed to staff in the back office. */
export const NOTICE_TYPE_STAFF = 2;
export const NOTICE_TITLE_MAX = 50;
export const NOTICE_CONTENT_MAX = 500;
/** WebSocket path of the per-user message channel (SPEC §7 "a websocket serves messages, keyed by userId"). */
export const NOTICE_SOCKET_PATH = '/park/notice/ws';

export const NoticeStatus = { unread: 0, read: 1 } as const;

/** "99+" above the SPEC's badge maximum; nothing at zero. */
export const badgeLabel = (count: number): string => (count > NOTICE_BADGE_MAX ? `${NOTICE_BADGE_MAX}+` : String(count));

export const noticeSchema = z.object({
  id: z.number().int(),
  /** 0 unread, 1 read. */
  status: z.number().int(),
  sendUserPic: z.string(),
  sendUserName: z.string(),
  title: z.string(),
  content: z.string(),
  /** China time, YYYY-MM-DD HH:mm:ss. */
  createtime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeCountQuerySchema = z.object({ schoolId: idParam() });
export const noticeCountSchema = z.object({ count: z.number().int() });
export type NoticeCount = z.infer<typeof noticeCountSchema>;

/** POST /park/notice/page, with the field names of SPEC §7 (user_id, Pages). */
export const noticePageRequestSchema = z.object({
  user_id: id(),
  schoolId: id(),
  type: z.literal(NOTICE_TYPE_STAFF).default(NOTICE_TYPE_STAFF),
  Pages: int32().min(1).default(1),
  pageSize: int32().min(1).max(50).default(NOTICE_PAGE_SIZE),
});
export type NoticePageRequest = z.input<typeof noticePageRequestSchema>;

export const noticePageSchema = z.object({
  list: z.array(noticeSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Unread count in this school, so a page refresh also fixes the badge. */
  unread: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

export const readNoticeRequestSchema = z.object({ id: id(), user_id: id() });
export type ReadNoticeRequest = z.infer<typeof readNoticeRequestSchema>;

/** POST /park/notice/send: a staff manager writes to one colleague or, without `toUserId`, to every colleague. */
export const sendNoticeRequestSchema = z.object({
  schoolId: id(),
  toUserId: id().optional(),
  title: text(NOTICE_TITLE_MAX, { required: '请输入通知标题', maxMsg: `标题最多${NOTICE_TITLE_MAX}个字` }),
  content: text(NOTICE_CONTENT_MAX, { required: '请输入通知内容', maxMsg: `内容最多${NOTICE_CONTENT_MAX}个字`, multiline: true }),
});
export type SendNoticeRequest = z.infer<typeof sendNoticeRequestSchema>;
export const sendNoticeResultSchema = z.object({ sent: z.number().int() });

/** Colleagues a notice can be sent to. */
export const noticeRecipientSchema = z.object({ userId: z.number().int(), userName: z.string(), position: z.string().nullable() });
export type NoticeRecipient = z.infer<typeof noticeRecipientSchema>;
export const noticeRecipientsSchema = z.array(noticeRecipientSchema);

/** What the message socket pushes: a notice for this user arrived in one of their schools. */
export const noticePushSchema = z.object({
  type: z.literal('notice'),
  schoolId: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  sendUserName: z.string(),
});
export type NoticePush = z.infer<typeof noticePushSchema>;

/** 发送通知 in the drawer: writing to colleagues (教职工管理 → 发送通知). */
export const NOTIFY_PERMISSION = '/YWGL/RLZYGL/JZGGL:notify' satisfies DeclaredAction;

export const NoticeMsg = {
  sendForbidden: '您没有权限发送通知',
  sent: '发送成功',
  noRecipients: '该园所暂无可接收通知的教职工',
  offline: '当前处于离线状态，显示的是已缓存的通知',
} as const;
