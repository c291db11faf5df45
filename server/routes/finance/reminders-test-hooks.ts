import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract';
import type { MovableClock } from '../../lib/clock';
import { parseInput } from '../../lib/parse';

/** At most a year either way: enough for any reminder, never a wrap-around. */
const clockSchema = z.object({
  offsetMs: z
    .number()
    .int()
    .min(-366 * 86_400_000)
    .max(366 * 86_400_000),
});

/**
 * A development aid (server/routes/dev-aids.ts), on a server whose clock is a MovableClock (its own, with the aids):
 * `POST /test-hooks/clock {offsetMs}` moves the app's clock (0 puts it back) — every consumer of ctx.clock (sessions,
 * the finance unlock, the reminder scheduler, the ledger's day) sees the moved time; `POST /test-hooks/reminders/run`
 * runs the day's reminders now (as if the day had turned). A spec that moves the clock resets it in a finally.
 */
export function financeRemindersTestHooks(app: FastifyInstance, clock: MovableClock, runReminders: () => Promise<number>): void {
  app.post('/test-hooks/clock', { config: { anonymous: true } }, async (req) => {
    clock.offsetMs = parseInput(clockSchema, req.body).offsetMs;
    return ok({ offsetMs: clock.offsetMs, now: clock.now().toISOString() });
  });
  app.post('/test-hooks/reminders/run', { config: { anonymous: true } }, async () => {
    return ok({ sent: await runReminders() });
  });
}
