/** Time is a dependency so tests can move it (token expiry, reminders). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
