import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals } from '@contract/chinese-capitals';
import { invoiceFigures } from '@contract/orders/invoices';

describe('amountInChineseCapitals', () => {
  it.each([
    ['1200', '壹仟贰佰元整'],
    ['1200.00', '壹仟贰佰元整'],
    ['3980.00', '叁仟玖佰捌拾元整'],
    ['1132.08', '壹仟壹佰叁拾贰元零捌分'],
    ['1010101.10', '壹佰零壹万零壹佰零壹元壹角整'],
    ['100001', '壹拾万零壹元整'],
    ['105000', '壹拾万伍仟元整'],
    ['10010', '壹万零壹拾元整'],
    ['20000.50', '贰万元伍角整'],
    ['100000000', '壹亿元整'],
    ['1000000001', '壹拾亿零壹元整'],
    ['0.5', '伍角整'],
    ['0.05', '伍分'],
    ['0', '零元整'],
    ['-12.3', '负壹拾贰元叁角整'],
  ])('%s → %s', (amount, capitals) => {
    expect(amountInChineseCapitals(amount)).toBe(capitals);
  });

  it('takes numbers to the cent and refuses what is not an amount', () => {
    expect(amountInChineseCapitals(5980)).toBe('伍仟玖佰捌拾元整');
    expect(amountInChineseCapitals(0.1 + 0.2)).toBe('叁角整');
    for (const bad of ['', '1.234', '12a', '1e5', '1234567890123']) expect(() => amountInChineseCapitals(bad)).toThrow(RangeError);
  });
});

describe('invoiceFigures (SPEC §9: tax 6 % included)', () => {
  it('splits the amount into price and tax that add up to the cent', () => {
    expect(invoiceFigures('5980.00')).toEqual({ amount: '5980.00', price: '5641.51', tax: '338.49' });
    expect(invoiceFigures('1200')).toEqual({ amount: '1200.00', price: '1132.08', tax: '67.92' });
  });
});
