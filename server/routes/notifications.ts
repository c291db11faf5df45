import type { FastifyInstance } from 'fastify';
import {
  NOTICE_SOCKET_PATH,
  noticeCountQuerySchema,
  noticePageRequestSchema,
  ok,
  readNoticeRequestSchema,
  sendNoticeRequestSchema,
} from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { countNotices } from '../services/notifications/count-notices';
import { listNotices } from '../services/notifications/list-notices';
import { listRecipients } from '../services/notifications/list-recipients';
import type { NoticeHub } from '../services/notifications/notice-hub';
import { readNotice } from '../services/notifications/read-notice';
import { sendStaffNotice } from '../services/notifications/send-staff-notice';
import { authedSocket } from './authed-socket';
import type { RouteDeps } from './deps';

/**
 * Notifications drawer calls (SPEC §7 "notice count; notice page; read notice"), 发送通知 for staff managers, and the
 * per-user message socket (SPEC §7 "a websocket serves messages, keyed by userId") that pushes new notices.
 */
export function notificationRoutes(app: FastifyInstance, { ctx, authed }: RouteDeps, hub: NoticeHub): void {
  app.get('/park/notice/count', async (req) => ok(await countNotices(authed(req), parseQuery(noticeCountQuerySchema, req.query))));
  app.post('/park/notice/page', async (req) => ok(await listNotices(authed(req), parseInput(noticePageRequestSchema, req.body))));
  app.post('/park/notice/read', async (req) => ok(await readNotice(authed(req), parseInput(readNoticeRequestSchema, req.body))));
  app.get('/park/notice/recipients', async (req) => ok(await listRecipients(authed(req), parseQuery(noticeCountQuerySchema, req.query))));
  app.post('/park/notice/send', async (req) => ok(await sendStaffNotice(authed(req), parseInput(sendNoticeRequestSchema, req.body))));

  authedSocket(app, NOTICE_SOCKET_PATH, ctx, (session, send) =>
    hub.subscribe(session.userId, (push) => {
      if (session.schoolIds.has(push.schoolId)) send(push);
    }),
  );
}
