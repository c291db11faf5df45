import type { BannerInput, SiteBannerRow } from '@contract';
import type { AuthedContext } from '../../context';
import { updateSiteRow } from './site-rows';

/** Renames a banner or changes its picture. */
export const updateBanner = (ctx: AuthedContext, input: BannerInput['update']): Promise<SiteBannerRow> =>
  updateSiteRow(ctx, 'banner', input);
