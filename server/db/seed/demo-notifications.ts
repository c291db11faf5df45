import type { DemoSeedContext } from './demo-seed-context';

/** Demo notifications for the shell (issue 4); being built. */
export async function seedDemoNotifications(_seed: DemoSeedContext): Promise<void> {}
