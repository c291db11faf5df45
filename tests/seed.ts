/** The seed every randomised test takes under CI. */
const CI_SEED = 20261126;

/**
 * The seed of a randomised test. Locally each run draws a new one, so the tests keep exploring; under CI the seed
 * is fixed, so a landing is never refused by a draw that has nothing to do with the change. A failing seed is
 * printed by the test and replayed by setting the test's variable (for example SYNC_FUZZ_SEED=<seed>).
 */
export function testSeed(variable: string): number {
  const set = process.env[variable];
  if (set !== undefined && set !== '') return Number(set);
  return process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31);
}

/** The fast-check properties' seed (fast-check prints it with a failure; PROPERTY_SEED=<seed> replays it). */
export const PROPERTY_SEED = testSeed('PROPERTY_SEED');
