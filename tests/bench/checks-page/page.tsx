import '@mantine/core/styles.css';
import { benchClass, freshReplica, nextFrame, renderScreen, signInBenchPage, tapCalmly } from '../bench-page-session';

/**
 * The 晨午检 bench page (tests/bench/checks-tap.ts): the real check sheet (CheckSheet) of a class of 35 over this
 * browser's own replica, signed in as the class's teacher. No server: taps go to the replica and its outbox.
 */
const USER = 9;
const SCHOOL = 1;
signInBenchPage({ userId: USER, schoolId: SCHOOL, permissions: ['/WSBJ/CWJ', '/WSBJ/CWJ:record'], positionName: '教师' });

const { CheckSheet } = await import('@/features/health/checks/CheckSheet');

const db = await freshReplica(USER);
const { cls, kids } = benchClass(SCHOOL, 35);
const own = { ...cls, headTeacherId: USER };
await db.table('classes').put(own);
await db.table('students').bulkPut(kids.map((k) => ({ ...k, photo: '', trusteeship: 0 })));

await renderScreen(CheckSheet, { classList: [own] });

/** A tap of one round: a symptom toggle (咳嗽 on, then off) or a result (观察, then 正常), and what the row shows then. */
const STEPS = [
  { label: '咳嗽', attr: 'data-symptoms', want: '2' },
  { label: '观察', attr: 'data-result', want: '1' },
  { label: '咳嗽', attr: 'data-symptoms', want: '0' },
  { label: '正常', attr: 'data-result', want: '0' },
] as const;

/** Taps every row `rounds` times, timing each to the row showing it (style and layout done) and to the next frame. */
async function taps(rounds: number): Promise<{ shown: number; frame: number; ok: boolean }[]> {
  const out: { shown: number; frame: number; ok: boolean }[] = [];
  for (let round = 0; round < rounds; round++) {
    const step = STEPS[round % STEPS.length] as (typeof STEPS)[number];
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="check-row"]')];
    for (const row of rows) {
      const label = [...row.querySelectorAll<HTMLElement>('button, label')].find((l) => l.textContent === step.label);
      if (!label) continue;
      const t0 = await tapCalmly(label as unknown as HTMLButtonElement);
      const ok = row.getAttribute(step.attr) === step.want;
      row.getBoundingClientRect(); // style and layout of the change: what the frame paints
      const shown = performance.now() - t0;
      const next = (await nextFrame()) - t0;
      out.push({ shown, frame: next, ok });
      await new Promise((done) => setTimeout(done, 60)); // the tap's write settles before the next child
    }
  }
  return out;
}

export interface ChecksBenchWindow {
  benchTaps: typeof taps;
}
Object.assign(window, { benchTaps: taps });
