import type { BusStopRow } from '@contract';
import type { AuthedContext } from '../../context';
import { busRowOrFail } from './bus-rows';
import { saveBusStop } from './save-bus-stop';

/** disableSite: the stop's save with `disabled` changed (the same mutation the app sends). */
export async function disableBusStop(ctx: AuthedContext, input: { schoolId: number; id: string; disabled: boolean }): Promise<BusStopRow> {
  const stop = await busRowOrFail(ctx.db, input.schoolId, 'busStops', input.id);
  return saveBusStop(ctx, { ...stop, disabled: input.disabled });
}
