import type { PromotionPreviewItem } from '@contract';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { promotionSteps } from './promotion-steps';

/** GET /park/class/promotion/preview: each class, old → new grade and name, and how many children graduate. */
export async function previewPromotion(ctx: AuthedContext, input: { schoolId: number }): Promise<PromotionPreviewItem[]> {
  assertSchoolInScope(ctx, input.schoolId);
  return (await promotionSteps(ctx.db, input.schoolId, ctx.clock.now())).map(({ cls: _cls, ...item }) => item);
}
