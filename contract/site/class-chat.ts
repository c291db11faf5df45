import { z } from '../zod-locale';
import { defineArea } from '../area';
import { idParam, intParam, isoDate, text, uuid } from '../fields';

/**
 * The parent-committee class chat of /DGTW/JWH (SPEC §2, §3 "Class chat" and "Chat record", §4, §7, §9): each class's
 * chat can be opened or closed, its history read (also offline: the switches are replicated per school, the messages
 * of the sync window — the current and previous term — too, older ones read online), and the
 * current conversation ended. Chat records are append-only events with client ids, so they never conflict.
 */

/** SPEC §3: 1 open, 0 closed. A class nobody has set yet is open. */
export const CHAT_STATUS = { open: 1, closed: 0 } as const;
export const CHAT_STATUS_DEFAULT = CHAT_STATUS.open;

/** SPEC §3 contentType; 0 is ours: the marker a staff member leaves when ending the conversation. */
export const CHAT_CONTENT = { ended: 0, text: 1, image: 2, video: 3, voice: 4, card: 5 } as const;
export type ChatContentType = (typeof CHAT_CONTENT)[keyof typeof CHAT_CONTENT];

/** SPEC §9: the history is asked for with size 1e9, meaning "all of it". */
export const CHAT_HISTORY_ALL = 1e9;

export const ClassChatMsg = {
  confirmClose: '是否关闭班级聊天',
  confirmOpen: '是否开启班级聊天',
  confirmEnd: '请确认结束当前对话?',
  done: '操作成功',
  ended: '已结束',
  endedLine: '结束了当前对话',
  status: '请选择聊天状态',
  noClass: '请选择班级',
} as const;

const classId = uuid(ClassChatMsg.noClass);
const schoolId = idParam();
const status = intParam({ msg: ClassChatMsg.status }).pipe(z.union([z.literal(0), z.literal(1)], { error: ClassChatMsg.status }));

/** Replicated: one row per class once its status was set; `id` is the class's id. */
export const classChatRowSchema = z.object({ id: z.uuid(), schoolId: z.number().int(), status: z.number().int() });
export type ClassChatRow = z.infer<typeof classChatRowSchema>;

/** Replicated chat record. `self` is not stored: it is whether `senderUserId` is the reader. */
export const chatRecordRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  classId: z.uuid(),
  /** The staff member who sent it; null for parents (who write from the parents' app). */
  senderUserId: z.number().int().nullable(),
  senderName: z.string(),
  senderImg: z.string(),
  contentType: z.number().int(),
  /** Text, an image URL, JSON of a card, or for video and voice `url,seconds` (SPEC §3 "comma-joined"). */
  content: z.string(),
  voiceImg: z.string(),
  createTime: z.string(),
});
export type ChatRecordRow = z.infer<typeof chatRecordRowSchema>;

/** The class-chat area: its two replicated tables and the two things staff do offline. */
export const CLASS_CHAT = defineArea({
  name: 'classChat',
  page: '/DGTW/JWH',
  scope: 'classChat',
  tableScopes: { chatRecords: 'chatHistory' },
  tables: { classChats: classChatRowSchema, chatRecords: chatRecordRowSchema },
  indexes: { chatRecords: 'classId' },
  mutations: {
    'classChat.setStatus': {
      args: z.object({ classId, schoolId, status }),
      label: '设置班级聊天',
      permission: '/DGTW/JWH:setChatStatus',
      module: '网站管理',
    },
    /** `id` is the client's UUIDv7 of the ended marker record. */
    'classChat.end': {
      args: z.object({ id: uuid(), schoolId, classId }),
      label: '结束班级对话',
      permission: '/DGTW/JWH:endChat',
      module: '网站管理',
    },
  },
});

/** REST (SPEC §7 "Class chat"): save {classId, status}; without schoolId the class's own school is used. */
export const classChatSaveSchema = z.object({ classId, status, schoolId: schoolId.optional() });
export type ClassChatSave = z.infer<typeof classChatSaveSchema>;
export const classChatListQuerySchema = z.object({ schoolId });
export const classChatEndSchema = z.object({ id: uuid().optional(), classId, schoolId: schoolId.optional() });
export type ClassChatEnd = z.infer<typeof classChatEndSchema>;

/**
 * history {current, size, stuId, groupId, type}: groupId is the class; type filters one contentType; stuId is accepted
 * and unused. Two additions read what a device no longer holds (the chatHistory scope replicates a window only):
 * `before` keeps the records sent before that day (UTC, as createTime and the sync window count days), and `latest` 1 counts pages from the newest, so
 * page 1 is the most recent `size` of them (each page still oldest first).
 */
export const chatHistoryQuerySchema = z.object({
  current: intParam({ min: 1 }).default(1),
  size: intParam({ min: 1, max: CHAT_HISTORY_ALL }).default(CHAT_HISTORY_ALL),
  groupId: classId,
  stuId: text(50).optional(),
  type: intParam({ min: 0, max: 5 }).optional(),
  before: isoDate().optional(),
  latest: intParam({ min: 0, max: 1 }).optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** A class of the list: SPEC §3 Class chat {classId, className, status}. */
export interface ClassChatListItem {
  classId: string;
  className: string;
  status: number;
}
/** One record as the history call returns it (SPEC §3 Chat record). */
export type ChatRecordView = Omit<ChatRecordRow, 'senderUserId'> & { self: 0 | 1 };
/** The history page, in the paging words of its query: oldest first, as a transcript reads. */
export const chatHistoryPageSchema = z.object({
  records: z.array(chatRecordRowSchema.omit({ senderUserId: true }).extend({ self: z.union([z.literal(0), z.literal(1)]) })),
  current: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/** A structured card (contentType 5), e.g. 请假申请 or 活动报名. Anything else shows as its raw text. */
export const chatCardSchema = z.object({
  title: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  status: z.string().optional(),
});
export type ChatCard = z.infer<typeof chatCardSchema>;

/** `url,seconds` of a video or voice record. */
export function splitMediaContent(content: string): { url: string; seconds: number } {
  const cut = content.lastIndexOf(',');
  if (cut < 0) return { url: content, seconds: 0 };
  const seconds = Number(content.slice(cut + 1));
  return Number.isFinite(seconds) ? { url: content.slice(0, cut), seconds } : { url: content, seconds: 0 };
}
