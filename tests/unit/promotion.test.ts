import { describe, expect, it } from 'vitest';
import { orderClasses, promotionStep } from '@contract';

describe('升班 rule (contract/people/promotion.ts)', () => {
  it('moves kindergarten classes up a grade with their names, graduates 大班 and 学前班, leaves 混龄班', () => {
    expect(promotionStep(3, '托一班', 1, 2027)).toEqual({ action: 'promote', grade: 2, name: '小一班' });
    expect(promotionStep(2, '小班', 1, 2027)).toEqual({ action: 'promote', grade: 1, name: '中班' });
    expect(promotionStep(1, '向日葵班', 1, 2027)).toEqual({ action: 'promote', grade: 0, name: '向日葵班' });
    expect(promotionStep(0, '大一班', 1, 2027)).toEqual({ action: 'graduate', grade: 0, name: '大一班(2027届)' });
    expect(promotionStep(0, '大一班(2026届)', 1, 2027).name).toBe('大一班(2026届)');
    expect(promotionStep(5, '学前班', 1, 2027).action).toBe('graduate');
    expect(promotionStep(4, '混龄一班', 1, 2027)).toEqual({ action: 'stay', grade: 4, name: '混龄一班' });
    // The year fits the name's 20 characters.
    expect(promotionStep(0, '大'.repeat(20), 1, 2027).name).toHaveLength(20);
  });

  it('counts 年级 in style 2 schools: 一年级(一)班 → 二年级(一)班, 六年级 graduates', () => {
    expect(promotionStep(1, '一年级(一)班', 2, 2027)).toEqual({ action: 'promote', grade: 2, name: '二年级(一)班' });
    expect(promotionStep(5, '五(2)班', 2, 2027)).toEqual({ action: 'promote', grade: 6, name: '六(2)班' });
    expect(promotionStep(6, '六年级(三)班', 2, 2027).action).toBe('graduate');
  });

  it('orders classes as listed, then the ones the list leaves out in their old order', () => {
    const rows = ['a', 'b', 'c', 'd'].map((id, sort) => ({ id, sort }));
    expect(orderClasses(rows, ['c', 'a', 'x', 'c']).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
  });
});
