import type { Db } from '../db/client';

/** What the demo seed hands each area's seed step: the open transaction, the seed time, and the ids it made. */
export interface DemoSeedContext {
  tx: Parameters<Parameters<Db['transaction']>[0]>[0];
  seedAt: Date;
  /** Demo account login name → user id. */
  userIds: ReadonlyMap<string, number>;
}
