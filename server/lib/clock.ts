/** Time is a dependency so tests can move it (token expiry, reminders). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * The clock of a server with the development aids (YUANWU_DEV_AIDS=on): the system's, moved by `offsetMs`, which the
 * end-to-end test hook POST /test-hooks/clock sets (server/routes/finance/reminders-test-hooks.ts). Every consumer of
 * the app's clock sees the moved time. Never used without the aids.
 */
export class MovableClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
