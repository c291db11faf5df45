import { NOTICE_PAGER_BUTTONS } from '@contract/notifications';

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The page buttons of Element's pagination with `pager-count` (SPEC §9: 5 for notifications): the first and last
 * page always, at most `buttons` numbers in all, and an ellipsis where pages are skipped.
 */
export function pagerItems(page: number, pages: number, buttons: number = NOTICE_PAGER_BUTTONS): PagerItem[] {
  if (pages <= 1) return [1];
  const half = (buttons - 1) / 2;
  const prevMore = pages > buttons && page > buttons - half;
  const nextMore = pages > buttons && page < pages - half;
  const middle: number[] = [];
  const range = (from: number, to: number) => {
    for (let i = from; i <= to; i++) middle.push(i);
  };
  if (prevMore && !nextMore) range(pages - (buttons - 2), pages - 1);
  else if (!prevMore && nextMore) range(2, buttons - 1);
  else if (prevMore && nextMore) {
    const offset = Math.floor(buttons / 2) - 1;
    range(page - offset, page + offset);
  } else range(2, pages - 1);
  return [1, ...(prevMore ? (['prev-more'] as const) : []), ...middle, ...(nextMore ? (['next-more'] as const) : []), pages];
}
