import type { MenuPage } from '@contract';
import { createMenuSearch } from '@contract/menu-search';
import type { AuthedContext } from '../context';
import { memberMenu, targetSchool } from './member-menu';

/** Menu search (searchStr) for clients without the menu at hand: the same fuzzy and pinyin match the app runs locally. */
export async function searchMenu(ctx: AuthedContext, input: { searchStr: string; schoolId?: number | undefined }): Promise<MenuPage[]> {
  const schoolId = targetSchool(ctx, input.schoolId);
  const { menu } = await memberMenu(ctx, schoolId);
  return createMenuSearch(menu)(input.searchStr);
}
