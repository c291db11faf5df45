import type { Paged, SiteDynamicRow, WebsiteListQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { listSiteRows } from './site-rows';

/** A site's dynamics, newest first. */
export const listDynamics = (ctx: AuthedContext, q: WebsiteListQuery): Promise<Paged<SiteDynamicRow>> => listSiteRows(ctx, 'dynamic', q);
