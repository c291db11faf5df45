import { afterEach, describe, expect, it } from 'vitest';
import { type DailyScheduler, startDailyScheduler } from '../../server/lib/daily-scheduler';

const started: DailyScheduler[] = [];
afterEach(() => {
  for (const s of started.splice(0)) s.stop();
});

describe('the daily scheduler', () => {
  it('runs its jobs in order once per China day, again when forced, and retries a failed day', async () => {
    let now = new Date('2026-03-01T15:30:00Z'); // 23:30 in China
    const ran: string[] = [];
    let failing = false;
    const jobs = [
      async () => {
        ran.push('bus');
        return 1;
      },
      async () => {
        if (failing) throw new Error('down');
        ran.push('finance');
        return 2;
      },
    ];
    const s = startDailyScheduler(jobs, { now: () => now }, () => {});
    started.push(s);

    expect(await s.runIfDue()).toBe(3);
    expect(await s.runIfDue()).toBe(0);
    expect(await s.runIfDue({ force: true })).toBe(3);
    now = new Date('2026-03-01T16:00:00Z'); // midnight in China: another day, though not in UTC
    failing = true;
    await expect(s.runIfDue()).rejects.toThrow('down');
    failing = false;
    expect(await s.runIfDue()).toBe(3);
    expect(ran).toEqual(['bus', 'finance', 'bus', 'finance', 'bus', 'bus', 'finance']);
  });
});
