import type { DynamicInput } from '@contract';
import type { AuthedContext } from '../../context';
import { deleteSiteRow } from './site-rows';

export const deleteDynamic = (ctx: AuthedContext, input: DynamicInput['remove']): Promise<null> => deleteSiteRow(ctx, 'dynamic', input);
