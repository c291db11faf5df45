import type { FastifyInstance } from 'fastify';
import {
  NOTICE_SOCKET_PATH,
  noticeCountQuerySchema,
  noticePageRequestSchema,
  readNoticeRequestSchema,
  sendNoticeRequestSchema,
  MEMBER,
  NoticeMsg,
  NOTIFY_PERMISSION,
} from '@contract';
import { countNotices } from '../services/notifications/count-notices';
import { listNotices } from '../services/notifications/list-notices';
import { listRecipients } from '../services/notifications/list-recipients';
import type { NoticeHub } from '../services/notifications/notice-hub';
import { readNotice } from '../services/notifications/read-notice';
import { sendStaffNotice } from '../services/notifications/send-staff-notice';
import { authedSocket } from './authed-socket';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * Notifications drawer calls (SPEC §7 "notice count; notice page; read notice"), 发送通知 for members who may notify staff, and the
 * per-user message socket (SPEC §7 "a websocket serves messages, keyed by userId") that pushes new notices.
 */
export function notificationRoutes(app: FastifyInstance, deps: RouteDeps, hub: NoticeHub): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/notice/count', { permission: MEMBER, input: query(noticeCountQuerySchema), run: countNotices });
  route('POST', '/park/notice/page', {
    permission: MEMBER,
    whileExpired: true,
    options: { config: { readOnly: true } },
    input: body(noticePageRequestSchema),
    run: listNotices,
  });
  route('POST', '/park/notice/read', { permission: MEMBER, whileExpired: true, input: body(readNoticeRequestSchema), run: readNotice });
  route('GET', '/park/notice/recipients', {
    permission: NOTIFY_PERMISSION,
    input: query(noticeCountQuerySchema),
    run: listRecipients,
  });
  route('POST', '/park/notice/send', {
    permission: NOTIFY_PERMISSION,
    deniedMsg: NoticeMsg.sendForbidden,
    input: body(sendNoticeRequestSchema),
    run: sendStaffNotice,
  });

  authedSocket(app, NOTICE_SOCKET_PATH, deps.ctx, (session, send) =>
    hub.subscribe(session.userId, (push) => {
      if (session.schoolIds.has(push.schoolId)) send(push);
    }),
  );
}
