import type { Paged, SiteBannerRow, WebsiteListQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { listSiteRows } from './site-rows';

/** A site's banners in the order they were added. */
export const listBanners = (ctx: AuthedContext, q: WebsiteListQuery): Promise<Paged<SiteBannerRow>> => listSiteRows(ctx, 'banner', q);
