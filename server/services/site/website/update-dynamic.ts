import type { DynamicInput, SiteDynamicRow } from '@contract';
import type { AuthedContext } from '../../context';
import { cleanSummary } from './sanitize-rich-text';
import { updateSiteRow } from './site-rows';

export const updateDynamic = (ctx: AuthedContext, input: DynamicInput['update']): Promise<SiteDynamicRow> =>
  updateSiteRow(ctx, 'dynamic', { ...input, summary: cleanSummary(input.summary) });
