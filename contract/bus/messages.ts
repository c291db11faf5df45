import { z } from '../zod-locale';
import { idParam, isoDate, uuid } from '../fields';
import { BusTripMsg } from './trips';

/**
 * The parents' messages of the school bus (SPEC §2 push template): the server writes one per boarding or alighting
 * event it applies, and one correction when such a tap is undone, to the child's guardians. Read by
 * `GET /api/busTripMessages` (permission /HQGL/ZHXC).
 */
export const BUS_MESSAGE_KINDS = ['board', 'alight', 'undo'] as const;
export type BusMessageKind = (typeof BUS_MESSAGE_KINDS)[number];
export const BUS_MESSAGE_KIND_LABEL: Record<BusMessageKind, string> = { board: '上车', alight: '下车', undo: '撤销更正' };
export const BUS_MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type BusMessageStatus = (typeof BUS_MESSAGE_STATUSES)[number];
export const BUS_MESSAGE_STATUS_LABEL: Record<BusMessageStatus, string> = { pending: '待发送', sent: '已发送', failed: '发送失败' };

export const busTripMessagesQuerySchema = z.object({
  schoolId: idParam(),
  routeId: uuid(BusTripMsg.route),
  day: isoDate(BusTripMsg.day),
});
export type BusTripMessagesQuery = z.infer<typeof busTripMessagesQuerySchema>;

export const busTripMessageSchema = z.object({
  id: z.uuid(),
  /** The trip event the message tells of (one message per event, never two). */
  eventId: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  kind: z.enum(BUS_MESSAGE_KINDS),
  text: z.string(),
  /** The guardians' phones it went to. */
  phones: z.array(z.string()),
  status: z.enum(BUS_MESSAGE_STATUSES),
  /** ISO time the channel took it, or null. */
  sentAt: z.string().nullable(),
});
export type BusTripMessage = z.infer<typeof busTripMessageSchema>;
export const busTripMessageListSchema = z.array(busTripMessageSchema);

/** The correction a parent gets when a boarding or alighting they were told of is undone. */
export const busUndoText = (child: string, stop: string, time: string, tap: string): string =>
  `【校车】${child}${time}在${stop}的${tap}记录有误，已撤销，请以之后的通知为准。`;

/** The alert the principal gets when a trip is closed with children still on board, or with riders never marked. */
export const BUS_FORCED_CLOSE_TITLE = '校车行程强制结束';
export const BUS_UNMARKED_CLOSE_TITLE = '校车行程结束时有幼儿未登记';
export const busForcedCloseText = (a: {
  route: string;
  day: string;
  children: readonly string[];
  /** Riders with no tap at all when the trip ended (待上车: never marked boarded or absent). */
  unmarked?: readonly string[];
  reason: string;
  by: string;
}): string => {
  const unmarked = a.unmarked?.length ? `未登记（待上车）的幼儿：${a.unmarked.join('、')}。` : '';
  return a.children.length > 0
    ? `${a.by}于${a.day}强制结束了路线「${a.route}」的行程，车上仍有幼儿未下车：${a.children.join('、')}。原因：${a.reason}。${unmarked}请立即核实幼儿是否安全。`
    : `${a.by}于${a.day}结束了路线「${a.route}」的行程，${unmarked}请核实幼儿是否已到园或已由家长接送。`;
};
