import type { DynamicInput, SiteDynamicRow } from '@contract';
import type { AuthedContext } from '../../context';
import { cleanSummary } from './sanitize-rich-text';
import { insertSiteRow } from './site-rows';

/** Publishes a dynamic; its rich text is sanitised before it is stored, so no script ever reaches a reader. */
export const createDynamic = (ctx: AuthedContext, input: DynamicInput['create']): Promise<SiteDynamicRow> =>
  insertSiteRow(ctx, 'dynamic', { ...input, summary: cleanSummary(input.summary) });
