import type { NoticeInput } from '@contract';
import type { AuthedContext } from '../../context';
import { deleteSiteRow } from './site-rows';

export const deleteNotice = (ctx: AuthedContext, input: NoticeInput['remove']): Promise<null> => deleteSiteRow(ctx, 'notice', input);
