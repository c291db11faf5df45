import { notificationsCalls } from '@contract/notifications-calls';
import type { FastifyInstance } from 'fastify';
import { NOTICE_SOCKET_PATH, NoticeMsg } from '@contract';
import { countNotices } from '../services/notifications/count-notices';
import { listNotices } from '../services/notifications/list-notices';
import { listRecipients } from '../services/notifications/list-recipients';
import { readNotice } from '../services/notifications/read-notice';
import { sendStaffNotice } from '../services/notifications/send-staff-notice';
import { authedSocket } from './authed-socket';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * Notifications drawer calls (SPEC §7 "notice count; notice page; read notice"), 发送通知 for members who may notify staff, and the
 * per-user message socket (SPEC §7 "a websocket serves messages, keyed by userId") that pushes new notices.
 */
export function notificationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { notices: hub } = deps.parts;
  const route = serviceRoutes(app, deps);
  route(notificationsCalls.countNotices, { run: countNotices });
  route(notificationsCalls.listNotices, { whileExpired: true, options: { config: { readOnly: true } }, run: listNotices });
  route(notificationsCalls.readNotice, { whileExpired: true, run: readNotice });
  route(notificationsCalls.listRecipients, { run: listRecipients });
  route(notificationsCalls.sendStaffNotice, { deniedMsg: NoticeMsg.sendForbidden, run: sendStaffNotice });

  authedSocket(app, NOTICE_SOCKET_PATH, deps.ctx, (session, send) =>
    hub.subscribe(session.userId, (push) => {
      if (session.schoolIds.has(push.schoolId)) send(push);
    }),
  );
}
