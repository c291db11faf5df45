import { describe, expect, it } from 'vitest';
import { discountFen, fenToYuanText, formatFen, lineFen, MAX_FEN, parseYuan, sumFen } from '@contract/finance/fees';

/** Money is integer fen (contract/finance/fees.ts): typed in yuan, read digit by digit, formatted only on screen. */
describe('fen: parsing yuan, formatting, discounts', () => {
  it('reads yuan as typed into exact fen, never through a float', () => {
    expect(parseYuan('1280')).toBe(128_000);
    expect(parseYuan('1280.5')).toBe(128_050);
    expect(parseYuan('0.10')).toBe(10);
    expect(parseYuan('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(parseYuan('1.13')).toBe(113); // 1.13 * 100 is 112.99999999999999
    expect(parseYuan('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994
    expect(parseYuan(' 8.5 ')).toBe(850);
    expect(parseYuan('0')).toBe(0);
    expect(parseYuan('10000000')).toBe(MAX_FEN);
  });

  it('refuses what is not money in the SPEC’s sense (digits with optional two decimals) or too much', () => {
    for (const bad of ['', '1.234', '-1', '1e3', '1,000', '¥5', '.5', '5.', 'abc', '0x10', '10000000.01', 'Infinity', 'NaN'])
      expect([bad, parseYuan(bad)]).toEqual([bad, null]);
  });

  it('adds fen exactly where floats do not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const [a, b] = [parseYuan('0.1'), parseYuan('0.2')] as [number, number];
    expect(sumFen([a, b])).toBe(parseYuan('0.3'));
    expect(formatFen(sumFen([a, b]))).toBe('¥0.30');
    // A thousand payments of ¥0.01 are ¥10.00 to the fen.
    expect(sumFen(Array.from({ length: 1000 }, () => 1))).toBe(1000);
    expect(() => sumFen([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('formats fen for the screen with the yuan sign and thousands, and for a form without them', () => {
    expect(formatFen(128_000)).toBe('¥1,280.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(123_456_789)).toBe('¥1,234,567.89');
    expect(formatFen(-500)).toBe('-¥5.00');
    expect(fenToYuanText(128_050)).toBe('1280.50');
    expect(fenToYuanText(7)).toBe('0.07');
    for (const fen of [0, 1, 29, 113, 99_999, 128_050, MAX_FEN]) expect(parseYuan(fenToYuanText(fen))).toBe(fen);
  });

  it('a structure line charges its own amount or the item’s; discounts take off whole fen, never more than the amount', () => {
    expect(lineFen({ itemId: 'x', amountFen: null }, { amountFen: 500 })).toBe(500);
    expect(lineFen({ itemId: 'x', amountFen: 0 }, { amountFen: 500 })).toBe(0);
    expect(discountFen(128_000, { kind: 'percent', percent: 10, amountFen: 0 })).toBe(12_800);
    // 15% of ¥0.33 is 4.95 fen: rounded half up to 5.
    expect(discountFen(33, { kind: 'percent', percent: 15, amountFen: 0 })).toBe(5);
    expect(discountFen(33, { kind: 'percent', percent: 10, amountFen: 0 })).toBe(3);
    expect(discountFen(200, { kind: 'fixed', percent: 0, amountFen: 30_000 })).toBe(200);
    expect(discountFen(0, { kind: 'fixed', percent: 0, amountFen: 100 })).toBe(0);
    expect(discountFen(999, { kind: 'percent', percent: 100, amountFen: 0 })).toBe(999);
  });
});
