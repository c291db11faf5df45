import type { ScrollItem } from '@contract';
import type { AuthedContext } from '../../context';
import { monitorState, scrollItems } from './monitor-state';

/** /v2/monitoring/getScrollInfo: the ticker's latest lines (today's taps, trip ends, cars gone silent), newest first. */
export async function getScrollInfo(ctx: AuthedContext, q: { schoolId: number; limit: number }): Promise<ScrollItem[]> {
  return scrollItems(await monitorState(ctx, q.schoolId)).slice(0, q.limit);
}
