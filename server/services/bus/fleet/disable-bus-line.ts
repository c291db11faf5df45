import type { BusLineRow } from '@contract';
import type { AuthedContext } from '../../context';
import { busRowOrFail } from './bus-rows';
import { saveBusLine } from './save-bus-line';

/** disableEnableLine: the line's save with `disabled` changed (the same mutation the app sends). */
export async function disableBusLine(ctx: AuthedContext, input: { schoolId: number; id: string; disabled: boolean }): Promise<BusLineRow> {
  const line = await busRowOrFail(ctx.db, input.schoolId, 'busLines', input.id);
  return saveBusLine(ctx, { ...line, disabled: input.disabled });
}
