import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldMsg, hasBadChars, idParam, INT32_MAX, int32, isCalendarDate, isIsoDateTime, isoDate, MUTATIONS, text } from '@contract';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('input fields (contract/fields.ts)', () => {
  it('a day is on the calendar exactly when the calendar round-trips it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (y, m, d) => {
        const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const real = new Date(Date.UTC(y, m - 1, d));
        const onCalendar = m >= 1 && m <= 12 && d >= 1 && real.getUTCMonth() === m - 1 && real.getUTCDate() === d;
        expect(isCalendarDate(day)).toBe(onCalendar);
      }),
      { seed: 7, numRuns: 2000 },
    );
    expect(['2020-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2020-02-30', '2026-13-45', '2021-02-29', '0999-01-01', '2026-1-01'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(message(isoDate().safeParse('2020-02-30'))).toBe(FieldMsg.date);
    const birthday = MUTATIONS['student.create'].shape.birthday;
    expect([birthday.safeParse(''), birthday.safeParse('2020-02-30'), birthday.safeParse('2099-01-01')].map(message)).toEqual([
      '请选择出生日期',
      '出生日期不正确',
      '出生日期不正确',
    ]);
    expect([
      isIsoDateTime('2026-03-01T08:00:00.000Z'),
      isIsoDateTime('2026-02-30T08:00:00Z'),
      isIsoDateTime('2026-03-01T24:00:00Z'),
    ]).toEqual([true, false, false]);
  });

  it('text refuses control characters and half surrogate pairs; multi-line text keeps tab and line breaks', () => {
    expect(['a\u0000b', 'a\u001fb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udc00', 'a\nb', 'a\tb'].map((v) => hasBadChars(v))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['班级一', 'a\r\n\tb', '😀'].map((v) => hasBadChars(v, true))).toEqual([false, false, false]);
    expect(message(text(20).safeParse('向日葵\u0000班'))).toBe(FieldMsg.badChars);
    expect(text(20, { multiline: true }).safeParse('第一行\n第二行').success).toBe(true);
    expect(text(5, { required: '请输入姓名' }).safeParse('  ').error?.issues[0]?.message).toBe('请输入姓名');
  });

  it('integers stay within PostgreSQL integer; query digits count as numbers, true and [5] do not', () => {
    expect(int32().safeParse(INT32_MAX).success).toBe(true);
    expect(message(int32().safeParse(INT32_MAX + 1))).toBe(FieldMsg.outOfRange);
    expect(message(int32().safeParse(1.5))).toBe(FieldMsg.integer);
    expect(idParam().safeParse('101').data).toBe(101);
    for (const bad of [true, [5], '', '12abc', '2147483648', {}]) expect(idParam().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
