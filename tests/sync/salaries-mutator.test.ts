import { type SalaryMonthRow, SalaryMsg, type SalarySlipRow, salaryTemplateId, uuidv7 } from '@contract';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../sync/mutate';
import { financeDb } from './helpers/client';

const S = 101;
const ITEMS = [
  { key: 'base', name: '基本工资', kind: 'add' as const },
  { key: 'tax', name: '个人所得税', kind: 'deduct' as const },
];
const month = (state: SalaryMonthRow['state']): SalaryMonthRow => ({
  id: uuidv7(),
  schoolId: S,
  month: '2026-11',
  state,
  items: ITEMS,
  issuedAt: null,
  issuedBy: '',
});
const slip = (m: SalaryMonthRow): SalarySlipRow => ({
  id: uuidv7(),
  schoolId: S,
  monthId: m.id,
  userId: 2,
  name: '李晓雯',
  phone: '13800000002',
  departmentName: '保教部',
  amounts: {},
  addFen: 0,
  deductFen: 0,
  netFen: 0,
  refundFen: 0,
});

describe('salary mutators', () => {
  it('salaryTemplate.save writes the school’s one row (its id from the school), offline', async () => {
    const db = await financeDb();
    expect(await mutate(db, 'salaryTemplate.save', { schoolId: S, items: ITEMS })).toBe(1);
    expect(await db.table('salaryTemplates').get(salaryTemplateId(S))).toEqual({ id: salaryTemplateId(S), schoolId: S, items: ITEMS });
    await mutate(db, 'salaryTemplate.save', { schoolId: S, items: [...ITEMS].reverse() });
    expect(await db.table('salaryTemplates').count()).toBe(1);
    await expect(
      mutate(db, 'salaryTemplate.save', {
        schoolId: S,
        items: [
          { key: 'a', name: '餐补', kind: 'add' },
          { key: 'b', name: '餐补', kind: 'add' },
        ],
      }),
    ).rejects.toThrow(SalaryMsg.itemTwice('餐补'));
  });

  it('salarySlip.save: a draft month’s slip with its totals; refused when confirmed, negative or unknown', async () => {
    const db = await financeDb();
    const draft = month('draft');
    const s = slip(draft);
    await db.table('salaryMonths').put(draft);
    await db.table('salarySlips').put(s);
    await mutate(db, 'salarySlip.save', { id: s.id, schoolId: S, amounts: { base: 500_000, tax: 1_234 } });
    expect(await db.table('salarySlips').get(s.id)).toMatchObject({ addFen: 500_000, deductFen: 1_234, netFen: 498_766 });
    await expect(mutate(db, 'salarySlip.save', { id: s.id, schoolId: S, amounts: { base: 1, tax: 2 } })).rejects.toThrow(
      SalaryMsg.negative,
    );
    await expect(mutate(db, 'salarySlip.save', { id: s.id, schoolId: S, amounts: { bonus: 1 } })).rejects.toThrow(SalaryMsg.unknownItem);
    await db.table('salaryMonths').put({ ...draft, state: 'confirmed' });
    await expect(mutate(db, 'salarySlip.save', { id: s.id, schoolId: S, amounts: { base: 1 } })).rejects.toThrow(SalaryMsg.draftOnly);
    expect(await db.table('salarySlips').get(s.id)).toMatchObject({ netFen: 498_766 });
    expect((await db.outbox.toArray()).map((r) => r.name)).toEqual(['salarySlip.save']);
  });
});
