import { describe, expect, it } from 'vitest';
import { buildDeptTree, type Department, deviceName, isInSubtree } from '@contract/org/departments';

const dept = (id: number, parentId: number | null, sort: number, memberCount = 0): Department => ({
  id,
  name: `部门${id}`,
  parentId,
  sort,
  memberCount,
});

describe('department tree (contract/org/departments.ts)', () => {
  it('orders siblings by sort, nests children and sums members down the tree', () => {
    const rows = [dept(1, null, 1, 2), dept(2, null, 0, 1), dept(3, 1, 0, 4), dept(4, 3, 0, 3), dept(5, 99, 2)];
    const tree = buildDeptTree(rows);
    // 5's parent is missing: it stands at the top rather than vanish.
    expect(tree.map((n) => n.id)).toEqual([2, 1, 5]);
    expect(tree[1]?.children[0]?.children[0]?.id).toBe(4);
    expect(tree[1]?.totalCount).toBe(9);
    expect(tree[0]?.totalCount).toBe(1);
  });

  it('tells a move into its own subtree (a cycle) from a legal one', () => {
    const rows = [dept(1, null, 0), dept(2, 1, 0), dept(3, 2, 0), dept(4, null, 1)];
    expect(isInSubtree(rows, 1, 3)).toBe(true);
    expect(isInSubtree(rows, 1, 1)).toBe(true);
    expect(isInSubtree(rows, 3, 1)).toBe(false);
    expect(isInSubtree(rows, 1, 4)).toBe(false);
  });

  it('names a device from its User-Agent', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('Chrome · Windows');
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari · iOS');
    expect(deviceName('')).toBe('未知设备');
  });
});
