import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@contract';
import { refundRecords } from '../../server/db/schema';
import { loginSigned } from './helpers/sync-client';
import { demoCareClass, expectUnlocked, payAtDesk, publishedCareBill } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/**
 * 变更记录 of 退费管理 (GET /park/finance/recordInfo): a refund record's, item's and group's audit lines, oldest first;
 * another school's refund row is 404 as any other finance row.
 */
describe('recordInfo answers refund rows', () => {
  let t: TestApp;
  let caiwu: Signed;
  const S = 101;

  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    await expectUnlocked(t, caiwu);
  });
  afterAll(() => t.close());

  it('a paid bill refunded (draft, submitted) lists its lines; an item and a group too; another school is 404', async () => {
    const { classId, kids, careItem: care } = await demoCareClass(t, S);
    const kid = kids[0] ?? { id: '' };
    const { id: billId } = await publishedCareBill(t, caiwu, {
      schoolId: S,
      classId,
      studentId: kid.id,
      itemId: care.id,
      fen: 50_000,
      title: '变更记录测试',
    });
    expect((await payAtDesk(t, caiwu, { schoolId: S, billId, amountFen: 50_000 })).code).toBe(200);
    const id = uuidv7();
    const drafted = await t.post(
      '/park/finance/refundRecord/createRefountRecordOnRevenueOrder',
      { schoolId: S, id, billId, reason: 3, way: 1, remark: '' },
      caiwu,
    );
    expect(drafted.json()).toMatchObject({ code: 200, data: { id, amountFen: 50_000, state: 0 } });
    expect((await t.post('/park/finance/refundRecord/sendToApprove', { schoolId: S, ids: [id] }, caiwu)).json().code).toBe(200);

    const lines = (await t.get('/park/finance/recordInfo', { schoolId: S, id }, caiwu)).json();
    expect(lines.code).toBe(200);
    expect(lines.data.length).toBe(2);
    expect(lines.data[0]).toMatchObject({ entity: 'refund', entityId: id, before: null, after: { state: 0, amountFen: 50_000 } });
    expect(lines.data[1]).toMatchObject({ entity: 'refund', before: { state: 0 }, after: { state: 8 } });

    const itemId = uuidv7();
    const groupId = uuidv7();
    expect(
      (
        await t.post(
          '/park/finance/refundItem',
          { schoolId: S, id: itemId, name: '保育费按月退', feeItemId: care.id, mode: 'month', unitFen: 100_00 },
          caiwu,
        )
      ).json().code,
    ).toBe(200);
    expect(
      (
        await t.post(
          '/park/finance/refundGroup',
          { schoolId: S, id: groupId, name: '离园退费', itemIds: [itemId], classIds: [classId] },
          caiwu,
        )
      ).json().code,
    ).toBe(200);
    for (const [rowId, entity] of [
      [itemId, 'refundItem'],
      [groupId, 'refundGroup'],
    ] as const) {
      const got = (await t.get('/park/finance/recordInfo', { schoolId: S, id: rowId }, caiwu)).json();
      expect(got.code).toBe(200);
      expect(got.data).toHaveLength(1);
      expect(got.data[0]).toMatchObject({ entity, entityId: rowId, before: null });
    }

    // Another school's record: 404, as a fee item of another school is.
    await t.database.db.update(refundRecords).set({ schoolId: 102 }).where(eq(refundRecords.id, id));
    expect((await t.get('/park/finance/recordInfo', { schoolId: S, id }, caiwu)).json().code).toBe(404);
    expect((await t.get('/park/finance/recordInfo', { schoolId: S, id: uuidv7() }, caiwu)).json().code).toBe(404);
  });
});
