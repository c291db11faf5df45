/**
 * The smoke run (`npm run bench:smoke`, a phase of `npm test`): with BENCH_SMOKE=1 every bench runs once at a tiny
 * size, so a bench that can no longer run fails the build; its figures mean nothing and nothing is asserted on them.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A bench's size or number of runs: `full` for figures, `smoke` in the smoke run. */
export const benchSize = (full: number, smoke: number): number => (SMOKE ? smoke : full);
