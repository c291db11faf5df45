/**
 * The demo school's finance as the finance tests start from it: its staff signed in and past the finance password,
 * a class with its children and the 保育费 item to bill them, bills saved, published and paid at the desk.
 */
import { type BillRow, DEMO_FINANCE_PASSWORD, uuidv7 } from '@contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { classes, feeItems, students } from '../../../server/db/schema';
import { loginSigned } from './sync-client';
import { md5, type Signed, type TestApp } from './test-app';

/** Unlocks `as`'s finance calls with the demo finance password; the answer. */
export const unlockFinance = async (t: TestApp, as: Signed) =>
  (await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as)).json();

export const expectUnlocked = async (t: TestApp, as: Signed) => expect((await unlockFinance(t, as)).code).toBe(200);

/** caiwu (finance, unlocked), yuanzhang (the principal; unlocked when asked) and jiaoshi (a teacher), signed in. */
export async function financeStaff(t: TestApp, o: { principalUnlocked: boolean }) {
  const caiwu = await loginSigned(t, 'caiwu');
  const yuanzhang = await loginSigned(t, 'yuanzhang');
  const teacher = await loginSigned(t, 'jiaoshi');
  await expectUnlocked(t, caiwu);
  if (o.principalUnlocked) await expectUnlocked(t, yuanzhang);
  return { caiwu, yuanzhang, teacher };
}

/** Bills reviewed or not before they are published (the school's bookkeeping setting). */
export const setBillReview = async (t: TestApp, as: Signed, on: 0 | 1) =>
  expect((await t.post('/park/bookkeepingSetting/save', { reviewOn: on, authorIds: [] }, as)).json().code).toBe(200);

/** The school's first class, its children at school and its 保育费 item: what the finance tests bill. */
export async function demoCareClass(t: TestApp, schoolId: number) {
  const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, schoolId)).limit(1);
  if (!cls) throw new Error('no class');
  const kids = await t.database.db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.classId, cls.id), eq(students.status, 1)));
  const [careItem] = await t.database.db
    .select()
    .from(feeItems)
    .where(and(eq(feeItems.schoolId, schoolId), eq(feeItems.name, '保育费')));
  if (!careItem || !kids.length) throw new Error('demo finance set missing');
  return { classId: cls.id, kids, careItem };
}

/** A bill of one 保育费 line of `fen` for a child of the class (term 1 unless asked), saved and published by `as`. */
export async function publishedCareBill(
  t: TestApp,
  as: Signed,
  o: { schoolId: number; classId: string; studentId: string; itemId: string; fen: number; title: string; id?: string; termType?: number },
): Promise<BillRow> {
  const id = o.id ?? uuidv7();
  const args = {
    id,
    schoolId: o.schoolId,
    studentId: o.studentId,
    classId: o.classId,
    schoolYear: '2026-2027',
    termType: o.termType ?? 1,
    title: o.title,
    lines: [{ itemId: o.itemId, quantity: 1, unitFen: o.fen, discountFen: 0 }],
    dueOn: '2027-07-15',
  };
  const saved = (await t.post('/park/charge/saveOrder', args, as)).json();
  expect(saved.code).toBe(200);
  expect((await t.post('/park/charge/releaseOrder', { schoolId: o.schoolId, ids: [id] }, as)).json().code).toBe(200);
  return saved.data as BillRow;
}

/** A payment taken at the desk (cash unless `payType` says otherwise); the answer. */
export const payAtDesk = async (t: TestApp, as: Signed, o: { schoolId: number; billId: string; amountFen: number; payType?: number }) =>
  (
    await t.post(
      '/park/BabyCharge/confirmBabyBill',
      { schoolId: o.schoolId, id: uuidv7(), billId: o.billId, amountFen: o.amountFen, payType: o.payType ?? 5 },
      as,
    )
  ).json();
