import { eq } from 'drizzle-orm';
import { type BannerInput, type SiteBannerRow, WEBSITE_LIMITS, WebsiteMsg } from '@contract';
import { schools } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { countSiteRows, insertSiteRow } from './site-rows';

/** Adds a banner to a site; a site holds at most 5 (SPEC §4, §9). */
export async function createBanner(ctx: AuthedContext, input: BannerInput['create']): Promise<SiteBannerRow> {
  assertSchoolInScope(ctx, input.schoolId);
  // Two adds racing for the fifth place: the school row's lock makes the second count the first.
  await ctx.db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId)).for('update');
  if ((await countSiteRows(ctx, 'banner', input.schoolId, input.sysType)) >= WEBSITE_LIMITS.banners) {
    throw AppError.badRequest(WebsiteMsg.bannerLimit);
  }
  return insertSiteRow(ctx, 'banner', input);
}
