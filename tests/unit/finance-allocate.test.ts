import { describe, expect, it } from 'vitest';
import { allocatePayment, billTotalFen, payStatusOf } from '../../contract/finance/bill-rows';

const lines = [
  { amountFen: 300000, discountFen: 30000 }, // 保教费 ¥3,000 less ¥300
  { amountFen: 120000, discountFen: 0 }, // 伙食费 ¥1,200
  { amountFen: 5000, discountFen: 5000 }, // fully discounted
];

describe('allocatePayment', () => {
  it('covers the lines in order, each up to what it still asks', () => {
    expect(allocatePayment(lines, [], 280000)).toEqual([270000, 10000, 0]);
    expect(allocatePayment(lines, [270000, 10000, 0], 110000)).toEqual([0, 110000, 0]);
  });

  it('a payment of the whole bill puts every line at its net and the parts add up to the payment', () => {
    const parts = allocatePayment(lines, [], billTotalFen(lines));
    expect(parts).toEqual([270000, 120000, 0]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(390000);
  });

  it('refuses more than the bill still asks', () => {
    expect(() => allocatePayment(lines, [270000, 0, 0], 120001)).toThrow(RangeError);
  });
});

describe('payStatusOf', () => {
  it('is 3 when paid, 4 when published and past its due day, else 2', () => {
    expect(payStatusOf({ state: 'paid', dueOn: '2026-09-01' }, '2026-11-26')).toBe(3);
    expect(payStatusOf({ state: 'published', dueOn: '2026-11-25' }, '2026-11-26')).toBe(4);
    expect(payStatusOf({ state: 'published', dueOn: '2026-11-26' }, '2026-11-26')).toBe(2);
    expect(payStatusOf({ state: 'draft', dueOn: '2026-01-01' }, '2026-11-26')).toBe(2);
  });
});
