import type { DemoSeedContext } from './demo-seed-context';

/** Demo operation-logs for the shell (issue 4); being built. */
export async function seedDemoOperationLogs(_seed: DemoSeedContext): Promise<void> {}
