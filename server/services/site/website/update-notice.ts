import type { NoticeInput, SiteNoticeRow } from '@contract';
import type { AuthedContext } from '../../context';
import { updateSiteRow } from './site-rows';

export const updateNotice = (ctx: AuthedContext, input: NoticeInput['update']): Promise<SiteNoticeRow> =>
  updateSiteRow(ctx, 'notice', input);
