import type { Paged, SiteNoticeRow, WebsiteListQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { listSiteRows } from './site-rows';

/** A site's notices, newest first (not the staff notifications of server/services/notifications). */
export const listSiteNotices = (ctx: AuthedContext, q: WebsiteListQuery): Promise<Paged<SiteNoticeRow>> => listSiteRows(ctx, 'notice', q);
