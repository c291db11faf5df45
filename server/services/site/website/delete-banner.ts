import type { BannerInput } from '@contract';
import type { AuthedContext } from '../../context';
import { deleteSiteRow } from './site-rows';

export const deleteBanner = (ctx: AuthedContext, input: BannerInput['remove']): Promise<null> => deleteSiteRow(ctx, 'banner', input);
