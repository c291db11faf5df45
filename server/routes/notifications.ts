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
import { authenticate } from '../services/session/authenticate';
import type { RouteDeps } from './deps';

const HELLO_TIMEOUT_MS = 10_000;
const UNAUTHORIZED_CLOSE = 4401;

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

  // As on /sync/ws, the token comes in the first message (browsers cannot set headers on a WebSocket).
  app.get(NOTICE_SOCKET_PATH, { websocket: true, config: { anonymous: true } }, (socket) => {
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => socket.close(UNAUTHORIZED_CLOSE, 'hello expected'), HELLO_TIMEOUT_MS);
    socket.once('message', async (raw: Buffer) => {
      clearTimeout(timer);
      try {
        const hello = JSON.parse(raw.toString()) as { type?: string; token?: string };
        if (hello.type !== 'hello') throw new Error('hello expected');
        const session = await authenticate(ctx.db, hello.token, ctx.clock.now());
        unsubscribe = hub.subscribe(session.userId, (push) => {
          if (session.schoolIds.has(push.schoolId)) socket.send(JSON.stringify(push));
        });
        socket.send(JSON.stringify({ type: 'ready' }));
      } catch {
        socket.close(UNAUTHORIZED_CLOSE, 'unauthorized');
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
}
