import type { MemberInput, SiteMemberRow } from '@contract';
import type { AuthedContext } from '../../context';
import { updateSiteRow } from './site-rows';

export const updateMember = (ctx: AuthedContext, input: MemberInput['update']): Promise<SiteMemberRow> =>
  updateSiteRow(ctx, 'member', input);
