import { PROGRESS_CAP } from '@contract/uploads';

/** SPEC §4: progress rises on a timer towards 95 % (never past it), and only completion makes it 100. */
export function nextProgress(current: number): number {
  if (current >= PROGRESS_CAP) return PROGRESS_CAP;
  return Math.min(PROGRESS_CAP, current + Math.max(1, Math.round((PROGRESS_CAP - current) / 10)));
}

export const PROGRESS_TICK_MS = 200;

/** Calls `onProgress` with the timer's values until stopped; `finish` reports 100. */
export function startProgress(onProgress: (percent: number) => void): { finish(): void; stop(): void } {
  let value = 0;
  onProgress(value);
  const timer = setInterval(() => {
    value = nextProgress(value);
    onProgress(value);
  }, PROGRESS_TICK_MS);
  return {
    finish() {
      clearInterval(timer);
      onProgress(100);
    },
    stop: () => clearInterval(timer),
  };
}
