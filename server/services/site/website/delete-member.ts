import type { MemberInput } from '@contract';
import type { AuthedContext } from '../../context';
import { deleteSiteRow } from './site-rows';

export const deleteMember = (ctx: AuthedContext, input: MemberInput['remove']): Promise<null> => deleteSiteRow(ctx, 'member', input);
