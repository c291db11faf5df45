import { and, asc, eq } from 'drizzle-orm';
import { uuidv7 } from '@contract';
import { classes, discounts, feeItems, feeStructures, financeAuditLog } from '../db/schema';
import { recordChanges, type RecordedChange } from '../replication/change-log';
import { toDiscountRow, toFeeItemRow, toFeeStructureRow } from '../replication/finance/fee-rows';
import type { DemoSeedContext } from './demo-seed-context';
import { seededUserName } from './seed-finance-audit';

const SCHOOL_ID = 101;
/** The kindergarten's fee items: name, fen, unit, refundable. */
const ITEMS = [
  ['保育费', 128_000, 'month', true],
  ['伙食费', 2_000, 'day', true],
  ['校车费', 45_000, 'month', true],
  ['兴趣班（美术）', 98_000, 'term', false],
  ['被褥费', 36_000, 'once', false],
] as const;

/**
 * A demo finance set for the kindergarten 101 (contract/finance/fees.ts): five fee items, a structure for each class in
 * the activated term (2026-2027 first term; the first class pays a lower 保育费), and two discounts. Written as
 * 财务 (caiwu) made them, each with its first audit line.
 */
export async function seedDemoFinance({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const s = { schoolId: SCHOOL_ID };
  const items = await tx
    .insert(feeItems)
    .values(
      ITEMS.map(([name, amountFen, unit, refundable]) => ({
        id: uuidv7(),
        ...s,
        name,
        amountFen,
        unit,
        refundable,
        validity: 1 as const,
        remark: '',
      })),
    )
    .returning();
  const [care, meals, bus, art] = items;
  if (!care || !meals || !bus || !art) throw new Error('demo fee items not written');
  const rooms = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.schoolId, SCHOOL_ID)))
    .orderBy(asc(classes.sort));
  const structures =
    rooms.length > 0
      ? await tx
          .insert(feeStructures)
          .values(
            rooms.map((c, i) => ({
              id: uuidv7(),
              ...s,
              classId: c.id,
              schoolYear: '2026-2027',
              termType: 1 as const,
              lines: [
                { itemId: care.id, amountFen: i === 0 ? 118_000 : null },
                { itemId: meals.id, amountFen: null },
                ...(i % 2 === 0 ? [{ itemId: art.id, amountFen: null }] : []),
              ],
              validity: 1 as const,
              remark: i === 0 ? '托班保育费按区物价局核定标准' : '',
            })),
          )
          .returning()
      : [];
  const offers = await tx
    .insert(discounts)
    .values([
      {
        id: uuidv7(),
        ...s,
        name: '二孩优惠',
        kind: 'percent' as const,
        amountFen: 0,
        percent: 10,
        target: 'sibling' as const,
        studentIds: [],
        itemIds: [care.id],
        startsOn: '2026-09-01',
        endsOn: '2027-01-31',
        validity: 1 as const,
        remark: '兄弟姐妹同时在园，第二个孩子保育费九折',
      },
      {
        id: uuidv7(),
        ...s,
        name: '教职工子女优惠',
        kind: 'fixed' as const,
        amountFen: 30_000,
        percent: 0,
        target: 'staffChild' as const,
        studentIds: [],
        itemIds: [],
        startsOn: '2026-09-01',
        endsOn: '2027-07-15',
        validity: 1 as const,
        remark: '',
      },
    ])
    .returning();
  const itemRows = items.map(toFeeItemRow);
  const structureRows = structures.map(toFeeStructureRow);
  const discountRows = offers.map(toDiscountRow);
  const userId = userIds.get('caiwu') ?? null;
  const audit = (entity: string, action: string, row: { id: string }) => ({
    ...s,
    entity,
    entityId: row.id,
    action,
    userId,
    userName: seededUserName(userId),
    at: seedAt,
    before: null,
    after: row as unknown as Record<string, unknown>,
  });
  await tx
    .insert(financeAuditLog)
    .values([
      ...itemRows.map((r) => audit('feeItem', '保存收费项目', r)),
      ...structureRows.map((r) => audit('feeStructure', '保存收费标准', r)),
      ...discountRows.map((r) => audit('discount', '保存优惠', r)),
    ]);
  const changes: RecordedChange[] = [
    ...itemRows.map((row) => ({ table: 'feeItems' as const, op: 'put' as const, row })),
    ...structureRows.map((row) => ({ table: 'feeStructures' as const, op: 'put' as const, row })),
    ...discountRows.map((row) => ({ table: 'discounts' as const, op: 'put' as const, row })),
  ];
  await recordChanges(tx, SCHOOL_ID, changes);
}
