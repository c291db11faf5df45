import type { OperationInfo } from '@contract';
import type { AuthedContext } from '../../context';
import { monitorState } from './monitor-state';

/** /v2/monitoring/getOperationInfo: every car's operation state and the routes to draw; the page's first load. */
export async function getOperationInfo(ctx: AuthedContext, q: { schoolId: number }): Promise<OperationInfo> {
  const s = await monitorState(ctx, q.schoolId);
  return { serverTime: s.now.toISOString(), cursor: s.now.getTime(), day: s.day, cars: s.cars, routes: s.routes };
}
