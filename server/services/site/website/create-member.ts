import type { MemberInput, SiteMemberRow } from '@contract';
import type { AuthedContext } from '../../context';
import { insertSiteRow } from './site-rows';

/** Adds a member to a committee's organisation list. */
export const createMember = (ctx: AuthedContext, input: MemberInput['create']): Promise<SiteMemberRow> =>
  insertSiteRow(ctx, 'member', input);
