import type { BillRow } from '@contract';
import type { AuthedContext } from '../../context';
import { tellParents } from './bill-parents';
import { moveBills } from './move-bills';

/**
 * SPEC releaseOrder: drafts published (when the school's reviewOn is 0; with 1 they go through review), each
 * child's parents told; the read status follows the message (1 未读, 3 发送失败, 4 无).
 */
export async function releaseBills(ctx: AuthedContext, a: { schoolId: number; ids: string[] }): Promise<BillRow[]> {
  const at = ctx.clock.now();
  return moveBills(
    ctx,
    a.schoolId,
    a.ids,
    'publish',
    () => ({ publishedAt: at }),
    async (moved) => new Map([...(await tellParents(ctx, a.schoolId, moved))].map(([id, read]) => [id, { read }])),
  );
}
