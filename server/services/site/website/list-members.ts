import type { Paged, SiteMemberRow, WebsiteListQuery } from '@contract';
import type { AuthedContext } from '../../context';
import { listSiteRows } from './site-rows';

/** A committee's members in the order they were added. */
export const listMembers = (ctx: AuthedContext, q: WebsiteListQuery): Promise<Paged<SiteMemberRow>> => listSiteRows(ctx, 'member', q);
