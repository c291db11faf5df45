import { describe, expect, it } from 'vitest';
import { pagerItems } from '@/features/notifications/pager-items';

/** Element's pager-count 5 (SPEC §9): never more than 5 numbered buttons. */
describe('notification pager items', () => {
  it('shows every page up to 5', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 2)).toEqual([1, 2]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips pages with an ellipsis beyond 5, keeping the first and last', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 'next-more', 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, 'next-more', 10]);
    expect(pagerItems(4, 10)).toEqual([1, 'prev-more', 3, 4, 5, 'next-more', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'prev-more', 6, 7, 8, 'next-more', 10]);
    expect(pagerItems(8, 10)).toEqual([1, 'prev-more', 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'prev-more', 7, 8, 9, 10]);
    for (let page = 1; page <= 30; page++) expect(pagerItems(page, 30).filter((i) => typeof i === 'number').length).toBe(5);
  });
});
