import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, ok } from '@contract';
import { AppError } from '../lib/app-error';
import { MovableClock } from '../lib/clock';
import { isLocalRequest } from '../lib/local-request';
import { parseInput } from '../lib/parse';
import type { RouteDeps } from './deps';

/** At most a year either way: enough for any reminder, never a wrap-around. */
const clockSchema = z.object({
  offsetMs: z
    .number()
    .int()
    .min(-366 * 86_400_000)
    .max(366 * 86_400_000),
});

/**
 * End-to-end tests only (NODE_ENV=test, a server whose clock is a MovableClock, the server's own machine):
 * `POST /test-hooks/clock {offsetMs}` moves the app's clock (0 puts it back) — every consumer of ctx.clock (sessions,
 * the finance unlock, the reminder scheduler, the ledger's day) sees the moved time; `POST /test-hooks/reminders/run`
 * runs the day's reminders now (as if the day had turned). A spec that moves the clock resets it in a finally.
 */
export function financeRemindersTestHooks(app: FastifyInstance, { ctx }: RouteDeps, runReminders: () => Promise<number>): void {
  const clock = ctx.clock;
  if (ctx.config.env !== 'test' || !(clock instanceof MovableClock)) return;
  const local = (req: Parameters<typeof isLocalRequest>[0]) => {
    if (!isLocalRequest(req)) throw new AppError(ErrorCode.forbidden, '仅限运行服务器的电脑调用');
  };
  app.post('/test-hooks/clock', { config: { anonymous: true } }, async (req) => {
    local(req);
    clock.offsetMs = parseInput(clockSchema, req.body).offsetMs;
    return ok({ offsetMs: clock.offsetMs, now: clock.now().toISOString() });
  });
  app.post('/test-hooks/reminders/run', { config: { anonymous: true } }, async (req) => {
    local(req);
    return ok({ sent: await runReminders() });
  });
}
