import type { NoticeInput, SiteNoticeRow } from '@contract';
import type { AuthedContext } from '../../context';
import { insertSiteRow } from './site-rows';

/** Publishes a notice on a site; its release time is the server's clock. */
export const createNotice = (ctx: AuthedContext, input: NoticeInput['create']): Promise<SiteNoticeRow> =>
  insertSiteRow(ctx, 'notice', input);
