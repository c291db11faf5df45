import type { JoinInfo } from '@contract';
import type { ServiceContext } from '../../context';
import { findValidKey } from './find-valid-key';
import { secondsLeft } from './key-view';

/** The join page's first call (the SPEC's "registration key expire"): which school, and for how long. */
export async function checkJoinKey(ctx: ServiceContext, input: { key: string }): Promise<JoinInfo> {
  const now = ctx.clock.now();
  const row = await findValidKey(ctx.db, input.key, now);
  return { schoolName: row.schoolName, timeout: secondsLeft(row.expiresAt, now) };
}
