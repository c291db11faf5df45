import type { DemoSeedContext } from './demo-seed-context';

/** Demo shortcuts for the shell (issue 4); being built. */
export async function seedDemoShortcuts(_seed: DemoSeedContext): Promise<void> {}
