import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillRow,
  REFUND_ACTION_KEYS,
  REFUND_ACTIONS,
  REFUND_STATE_KEYS,
  type RefundAction,
  RefundMsg,
  type RefundRecordRow,
  type RefundState,
  type RefundWay,
  refundActionIssue,
  sceneTradeKey,
  uuidv7,
} from '@contract';
import { bills, financeAuditLog, financeLedger, refundRecords } from '../../server/db/schema';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { demoCareClass, publishedCareBill, setBillReview, unlockFinance } from './helpers/finance-demo';
import { asOperator, createTestApp, DEV_AIDS, type Signed, type TestApp } from './helpers/test-app';

/**
 * Refunds and carry-overs (contract/finance/refunds.ts): the transition table walked on the server (every state × action ×
 * way), the money each way moves into the ledger, carry-over into the next-term bill (and by the batch billing), the
 * original route through the sandbox provider, refusals (more than paid, another school, rights, the finance gate).
 */
describe('refunds: the transition table, the ledger, carry-over, the provider', () => {
  let t: TestApp;
  let caiwu: Signed;
  /** Reviews what caiwu applies for: nobody reviews a refund they applied for. */
  let yuanzhang: Signed;
  let teacher: Signed;
  let classId: string;
  let kids: { id: string; name: string }[];
  let careItem: { id: string; amountFen: number };
  const S = 101;
  const unlock = (as: Signed) => unlockFinance(t, as);
  const ledgerSum = async (where: ReturnType<typeof eq>) =>
    Number(
      (
        await t.database.db
          .select({ s: sql<string>`coalesce(sum(${financeLedger.amountFen}), 0)` })
          .from(financeLedger)
          .where(where)
      )[0]?.s ?? 0,
    );
  const recordRow = async (id: string) => {
    const [r] = await t.database.db.select().from(refundRecords).where(eq(refundRecords.id, id));
    return r;
  };

  /** A bill for a child, published and paid (desk cash, or scene pay through the sandbox for Alipay). */
  async function paidBill(kid: { id: string }, fen: number, how: 'cash' | 'alipay' = 'cash'): Promise<BillRow> {
    const id = uuidv7();
    const saved = await publishedCareBill(t, caiwu, {
      schoolId: S,
      classId,
      studentId: kid.id,
      itemId: careItem.id,
      fen,
      id,
      title: `退费测试${id.slice(-6)}`,
    });
    const total = fen;
    if (how === 'cash') {
      const res = (
        await t.post('/park/BabyCharge/confirmBabyBill', { schoolId: S, id: uuidv7(), billId: id, amountFen: total, payType: 5 }, caiwu)
      ).json();
      expect(res.code).toBe(200);
    } else {
      const res = (await t.post('/park/charge/scenePay', { schoolId: S, billId: id, payType: 1 }, caiwu)).json();
      const tradeNo = String(res.data.payData).split('/sandbox-pay/')[1] ?? '';
      expect((await t.app.inject({ method: 'POST', url: `/sandbox-pay/${tradeNo}/confirm` })).body).toContain('支付成功');
    }
    const [row] = await t.database.db.select().from(bills).where(eq(bills.id, id));
    expect(row?.state).toBe('paid');
    return { ...saved, state: 'paid' };
  }

  /** A published, unpaid next-term bill (a carry-over's target). */
  async function nextTermBill(kid: { id: string }, fen: number): Promise<string> {
    const title = '2026-2027学年第二学期收费';
    return (await publishedCareBill(t, caiwu, { schoolId: S, classId, studentId: kid.id, itemId: careItem.id, fen, title, termType: 2 }))
      .id;
  }

  const saveRecord = async (args: Record<string, unknown>, as = caiwu) =>
    (await t.post('/park/finance/refundRecord/save', args, as)).json();
  const record = (kid: { id: string }, bill: BillRow, fen: number, way: RefundWay, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: S,
    studentId: kid.id,
    reason: 3,
    way,
    lines: [{ billId: bill.id, itemId: bill.lines[0]?.itemId, amountFen: fen }],
    ...extra,
  });
  const move = async (id: string, action: string, extra: Record<string, unknown> = {}) =>
    (await t.post('/park/finance/refundRecord/move', { schoolId: S, id, action, reason: '家长要求', ...extra }, caiwu)).json();
  const submit = async (id: string) => (await t.post('/park/finance/refundRecord/sendToApprove', { schoolId: S, ids: [id] }, caiwu)).json();
  const check = async (id: string, approve: boolean, as = yuanzhang) =>
    (
      await t.post('/park/finance/refundRecord/batchCheck', { schoolId: S, ids: [id], approve, reason: approve ? '' : '金额有误' }, as)
    ).json();
  /** Draft → submitted → approved. */
  const approved = async (args: Record<string, unknown>) => {
    const saved = await saveRecord(args);
    expect(saved).toMatchObject({ code: 200 });
    expect((await submit(String(args.id))).code).toBe(200);
    const res = await check(String(args.id), true);
    expect(res.code).toBe(200);
    return res.data[0] as RefundRecordRow;
  };

  beforeAll(async () => {
    // With the development aids: the sandbox's failure switch is one.
    t = await createTestApp(DEV_AIDS);
    caiwu = await loginSigned(t, 'caiwu');
    yuanzhang = await loginSigned(t, 'yuanzhang');
    teacher = await loginSigned(t, 'jiaoshi');
    expect((await unlock(caiwu)).code).toBe(200);
    expect((await unlock(yuanzhang)).code).toBe(200);
    await setBillReview(t, caiwu, 0);
    ({ classId, kids, careItem } = await demoCareClass(t, S));
    if (kids.length < 3) throw new Error('demo finance set missing');
  });
  afterAll(() => t.close());

  it('a locked session is refused (403 请先验证财务密码), online and through sync; a teacher has no right', async () => {
    const locked = await loginSigned(t, 'caiwu');
    const kid = kids[0] ?? { id: '' };
    const args = {
      id: uuidv7(),
      schoolId: S,
      studentId: kid.id,
      reason: 1,
      way: 1,
      lines: [{ billId: uuidv7(), itemId: uuidv7(), amountFen: 1 }],
    };
    expect(await saveRecord(args, locked)).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const pushed = await protocolClient(t, locked).push([{ id: 1, name: 'refundRecord.save', args }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
    expect((await t.get('/park/finance/refundRecord', { schoolId: S }, locked)).json()).toMatchObject({ code: 403 });
    expect((await t.get('/park/finance/refundRecord', { schoolId: S }, teacher)).statusCode).toBe(403);
    expect((await t.post('/park/finance/refundRecord/save', args, teacher)).statusCode).toBe(403);
  });

  it('a refund never exceeds what was paid and not yet given back; the lines must be the child’s paid bills', async () => {
    const kid = kids[0] ?? { id: '' };
    const bill = await paidBill(kid, 40_000);
    const paid = bill.totalFen;
    expect(await saveRecord(record(kid, bill, paid + 1, 1))).toMatchObject({ code: 400, msg: RefundMsg.overRefund });
    const first = record(kid, bill, paid - 100, 1);
    expect(await saveRecord(first)).toMatchObject({ code: 200, data: { state: 0, amountFen: paid - 100 } });
    // Another record may only take what the first leaves.
    expect(await saveRecord(record(kid, bill, 101, 1))).toMatchObject({ code: 400, msg: RefundMsg.overRefund });
    expect(await saveRecord(record(kid, bill, 100, 1))).toMatchObject({ code: 200 });
    // Voiding the first frees its lines.
    expect(await move(first.id, 'void')).toMatchObject({ code: 200, data: { state: 5 } });
    expect(await saveRecord(record(kid, bill, paid - 100, 1))).toMatchObject({ code: 200 });
    // Another child's bill, an unpaid bill.
    const other = kids[1] ?? { id: '' };
    // The server looks among the child's own bills: another child's reads as missing.
    expect(await saveRecord(record(other, bill, 1, 1))).toMatchObject({ code: 400, msg: RefundMsg.lineMissing });
    const unpaidId = await nextTermBill(kid, 5_000);
    const [unpaid] = await t.database.db.select().from(bills).where(eq(bills.id, unpaidId));
    expect(
      await saveRecord({ ...record(kid, bill, 1, 1), lines: [{ billId: unpaidId, itemId: unpaid?.lines[0]?.itemId, amountFen: 1 }] }),
    ).toMatchObject({ code: 400, msg: RefundMsg.notPaidBill });
    // Fen only: a fraction is refused by the schema.
    expect((await saveRecord(record(kid, bill, 1.5, 1))).code).toBe(400);
  });

  it('cash: approved → 待退费, confirmed → 已退费 with −fen refund lines (pay type 5); the bill’s paid amount drops', async () => {
    const kid = kids[1] ?? { id: '' };
    const bill = await paidBill(kid, 30_000);
    const args = record(kid, bill, 12_345, 1);
    expect((await approved(args)).state).toBe(1);
    const before = await ledgerSum(eq(financeLedger.billId, bill.id));
    const done = await move(args.id, 'confirm');
    expect(done).toMatchObject({ code: 200, data: { state: 2, refundedFen: 12_345 } });
    const lines = await t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, args.id));
    expect(lines.map((l) => [l.kind, l.amountFen, l.payType])).toEqual([['refund', -12_345, 5]]);
    expect(await ledgerSum(eq(financeLedger.billId, bill.id))).toBe(before - 12_345);
    const listed = (await t.get('/park/finance/order', { schoolId: S, name: bill.title, pageSize: 10 }, caiwu)).json();
    expect(listed.data.list[0]).toMatchObject({ paidFen: bill.totalFen - 12_345, openFen: 0, state: 'paid' });
    const log = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, args.id));
    expect(log.map((l) => [l.entity, l.action])).toEqual([
      ['refund', '保存退费记录'],
      ['refund', '提交审核退费记录'],
      ['refund', '审核通过退费记录'],
      ['refund', '确认退费退费记录'],
    ]);
    // Done is done: no second confirmation, no void.
    expect(await move(args.id, 'confirm')).toMatchObject({ code: 400 });
    expect(await move(args.id, 'void')).toMatchObject({ code: 400 });
  });

  it('nobody reviews a refund they applied for (the 申请人: who saved or submitted it last), as in 记账管理', async () => {
    const kid = kids[1] ?? { id: '' };
    const bill = await paidBill(kid, 20_000);
    // caiwu drafts and submits: she is the 申请人, her own approval and rejection are refused and change nothing.
    const mine = record(kid, bill, 1_000, 1);
    expect((await saveRecord(mine)).code).toBe(200);
    expect((await submit(mine.id)).data[0]).toMatchObject({ state: 8, operatorId: caiwu.userId, operatorName: '张敏' });
    const before = await recordRow(mine.id);
    for (const approve of [true, false])
      expect(await check(mine.id, approve, caiwu)).toMatchObject({ code: 400, msg: `${kids[1]?.name}：不能审核自己申请的退费` });
    expect(await recordRow(mine.id)).toEqual(before);
    expect((await check(mine.id, true)).data[0]).toMatchObject({ state: 1, reviewerName: '王丽华' });
    // yuanzhang drafts, caiwu submits it: the submitter applies for it, so caiwu may not review it and yuanzhang may.
    const drafted = record(kid, bill, 2_000, 1);
    expect((await saveRecord(drafted, yuanzhang)).data).toMatchObject({ operatorId: yuanzhang.userId });
    expect((await submit(drafted.id)).data[0]).toMatchObject({ operatorId: caiwu.userId });
    expect(await check(drafted.id, false, caiwu)).toMatchObject({ code: 400, msg: `${kids[1]?.name}：不能审核自己申请的退费` });
    expect((await check(drafted.id, false)).data[0]).toMatchObject({ state: 6, rejectReason: '金额有误' });
  });

  it('carry-over: part into a small next-term bill (部分结转, that bill paid), the rest by the batch of another bill or paid back', async () => {
    const kid = kids[2] ?? { id: '' };
    const bill = await paidBill(kid, 80_000);
    const args = record(kid, bill, 50_000, 2);
    expect((await approved(args)).state).toBe(3);
    // No next-term bill yet: it waits.
    expect(await move(args.id, 'carry')).toMatchObject({ code: 400, msg: RefundMsg.noNextBill });
    const next = await nextTermBill(kid, 20_000);
    const part = await move(args.id, 'carry');
    expect(part).toMatchObject({ code: 200, data: { state: 7, carriedFen: 20_000, carries: [{ billId: next, amountFen: 20_000 }] } });
    const [nextRow] = await t.database.db.select().from(bills).where(eq(bills.id, next));
    expect(nextRow?.state).toBe('paid');
    expect(await ledgerSum(eq(financeLedger.billId, next))).toBe(20_000);
    const kinds = await t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, args.id));
    expect(kinds.map((l) => [l.kind, l.amountFen]).sort()).toEqual([
      ['carryIn', 20_000],
      ['carryOut', -20_000],
    ]);
    // The rest paid back in cash: settled (已结转).
    const rest = await move(args.id, 'refundRest', { way: 1 });
    expect(rest).toMatchObject({ code: 200, data: { state: 4, carriedFen: 20_000, refundedFen: 30_000 } });
    expect(await ledgerSum(eq(financeLedger.sourceId, args.id))).toBe(-30_000);
  });

  it('carry-over waiting in 待结转 is applied by the next term’s batch billing', async () => {
    const kid = kids[0] ?? { id: '' };
    const bill = await paidBill(kid, 20_000);
    const args = record(kid, bill, 3_000, 2);
    expect((await approved(args)).state).toBe(3);
    // A valid term-2 structure for the class, then the batch.
    await t.database.db.execute(
      sql`UPDATE fee_structures SET validity = 2 WHERE school_id = ${S} AND class_id = ${classId} AND school_year = '2027-2028' AND term_type = 1`,
    );
    const structure = {
      id: uuidv7(),
      schoolId: S,
      classId,
      schoolYear: '2027-2028',
      termType: 1,
      lines: [{ itemId: careItem.id, amountFen: 9_000 }],
    };
    expect((await t.post('/park/finance/structure', structure, caiwu)).json().code).toBe(200);
    const batch = (
      await t.post(
        '/park/charge/batchOrder',
        { schoolId: S, classId, schoolYear: '2027-2028', termType: 1, title: '下学年收费', dueOn: '2027-09-30', bills: [] },
        caiwu,
      )
    ).json();
    expect(batch.code).toBe(200);
    const after = await recordRow(args.id);
    expect(after).toMatchObject({ state: 4, carriedFen: 3_000 });
    const target = after?.carries[0]?.billId ?? '';
    const [targetBill] = await t.database.db.select().from(bills).where(eq(bills.id, target));
    expect(targetBill).toMatchObject({ studentId: kid.id, schoolYear: '2027-2028', state: 'draft' });
    expect(await ledgerSum(eq(financeLedger.billId, target))).toBe(3_000);
  });

  it('original route: 退款中 then 已退费 on the provider’s answer (payType 1); a failed one (sandbox control) → 退款失败 → another way', async () => {
    const kid = kids[1] ?? { id: '' };
    const bill = await paidBill(kid, 60_000, 'alipay');
    const args = record(kid, bill, 10_000, 4);
    expect((await approved(args)).state).toBe(1);
    const asked = await move(args.id, 'refundOnline');
    expect(asked).toMatchObject({ code: 200, data: { state: 20 } });
    expect(await ledgerSum(eq(financeLedger.sourceId, args.id))).toBe(0);
    const settled = await move(args.id, 'queryOnline');
    expect(settled).toMatchObject({ code: 200, data: { state: 2, refundedFen: 10_000, providerAnswer: '退款成功' } });
    const lines = await t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, args.id));
    expect(lines.map((l) => [l.kind, l.amountFen, l.payType])).toEqual([['refund', -10_000, 1]]);

    const failing = record(kid, bill, 5_000, 4);
    await approved(failing);
    // The switch is the operator's (tests/server/dev-aids.test.ts): without the key it is refused.
    expect((await t.app.inject({ method: 'POST', url: '/sandbox-pay/refund/fail-next' })).json().code).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox-pay/refund/fail-next', headers: asOperator })).statusCode).toBe(200);
    expect(await move(failing.id, 'refundOnline')).toMatchObject({ data: { state: 20 } });
    expect(await move(failing.id, 'queryOnline')).toMatchObject({ code: 200, data: { state: 21, providerAnswer: '沙箱：退款失败' } });
    expect(await ledgerSum(eq(financeLedger.sourceId, failing.id))).toBe(0);
    // Retry once, then give up and pay in cash.
    expect(await move(failing.id, 'refundOnline')).toMatchObject({ data: { state: 20 } });
    expect(await move(failing.id, 'queryOnline')).toMatchObject({ data: { state: 2 } });
    // A cash bill has nothing to go back through.
    const cashBill = await paidBill(kid, 10_000);
    const noRoute = record(kid, cashBill, 1_000, 1);
    await approved(noRoute);
    expect(await move(noRoute.id, 'changeWay', { way: 4 })).toMatchObject({ code: 400, msg: RefundMsg.noOnlinePayment });
    expect(await move(noRoute.id, 'changeWay', { way: 2 })).toMatchObject({ code: 200, data: { state: 3, way: 2 } });
  });

  it('queryRefundByStu proposes the unused part by the refund items of the child’s class; createRefountRecordOnRevenueOrder drafts a bill', async () => {
    const kid = kids[2] ?? { id: '' };
    const bill = await paidBill(kid, 100_000);
    const item = { id: uuidv7(), schoolId: S, name: '保育费按月退', feeItemId: careItem.id, mode: 'month', unitFen: 7_000 };
    expect((await t.post('/park/finance/refundItem', item, caiwu)).json().code).toBe(200);
    const group = { id: uuidv7(), schoolId: S, name: '本班退费', itemIds: [item.id], classIds: [classId] };
    expect((await t.post('/park/finance/refundGroup', group, caiwu)).json().code).toBe(200);
    const res = (await t.get('/park/charge/queryRefundByStu', { schoolId: S, studentId: kid.id, leaveOn: '2026-11-20' }, caiwu)).json();
    expect(res.code).toBe(200);
    // Leaving in November of a term that ends in January: December and January, 2 × ¥70.
    const line = (res.data.lines as { billId: string; amountFen: number }[]).find((l) => l.billId === bill.id);
    expect(line?.amountFen).toBe(14_000);
    const made = (
      await t.post(
        '/park/finance/refundRecord/createRefountRecordOnRevenueOrder',
        { schoolId: S, id: uuidv7(), billId: bill.id, reason: 3, way: 1 },
        caiwu,
      )
    ).json();
    expect(made).toMatchObject({ code: 200, data: { state: 0, amountFen: bill.totalFen } });
    // The whole bill is held now: nothing more to propose from it.
    const again = (await t.get('/park/charge/queryRefundByStu', { schoolId: S, studentId: kid.id, leaveOn: '2026-11-20' }, caiwu)).json();
    expect((again.data.lines as { billId: string }[]).some((l) => l.billId === bill.id)).toBe(false);
  });

  it('another school’s record is refused as missing (404) and left as it was', async () => {
    const kid = kids[0] ?? { id: '' };
    const bill = await paidBill(kid, 10_000);
    const theirs = record(kid, bill, 100, 1);
    await t.database.db.insert(refundRecords).values({
      id: theirs.id,
      schoolId: 102,
      studentId: kid.id,
      studentName: '别校',
      classId,
      reason: 3,
      way: 1,
      state: 1,
      lines: [{ billId: bill.id, itemId: careItem.id, name: '保育费', refundItemId: null, amountFen: 100 }],
      amountFen: 100,
    });
    expect((await saveRecord({ ...theirs })).code).toBe(404);
    expect(await move(theirs.id, 'confirm')).toMatchObject({ code: 404 });
    expect((await t.get('/park/finance/oneRefundRecord', { schoolId: S, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await submit(theirs.id)).code).toBe(404);
    expect(await recordRow(theirs.id)).toMatchObject({ schoolId: 102, state: 1, refundedFen: 0 });
    expect(await ledgerSum(eq(financeLedger.sourceId, theirs.id))).toBe(0);
    expect((await t.put('/park/finance/refundItem/invalid', { schoolId: S, id: uuidv7() }, caiwu)).json().code).toBe(404);
  });

  it('walks REFUND_ACTIONS: every (state, action, way) the table allows succeeds into one of its states, every other is refused', {
    timeout: 300_000,
  }, async () => {
    const kid = kids[1] ?? { id: '' };
    const bill = await paidBill(kid, 4_000_000, 'alipay');
    const itemId = bill.lines[0]?.itemId ?? '';
    // A next-term bill large enough for every carry the walk makes.
    await nextTermBill(kid, 1_000_000);
    const [payment] = await t.database.db
      .execute<{ id: string }>(sql`SELECT id FROM payments WHERE bill_id = ${bill.id} AND state = 'paid' LIMIT 1`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    let n = 0;
    const results: string[] = [];
    for (const state of REFUND_STATE_KEYS) {
      for (const action of REFUND_ACTION_KEYS) {
        for (const way of [1, 2, 3, 4] as RefundWay[]) {
          n++;
          const id = uuidv7();
          const carried = state === 7 ? 100 : 0;
          const providerRefundId = state === 20 ? `R${id.replaceAll('-', '')}-1` : null;
          if (providerRefundId && payment)
            await t.payments.refund({
              orderId: sceneTradeKey(payment.id),
              refundId: providerRefundId,
              amount: '3.00',
              total: '30000.00',
              reason: '测试',
            });
          await t.database.db.insert(refundRecords).values({
            id,
            schoolId: S,
            studentId: kid.id,
            studentName: '走表',
            classId,
            reason: 3,
            way,
            state,
            lines: [{ billId: bill.id, itemId, name: '保育费', refundItemId: null, amountFen: 300 }],
            amountFen: 300,
            carriedFen: carried,
            paymentId: state === 20 || state === 21 ? (payment?.id ?? null) : null,
            providerRefundId,
          });
          const res = await call(action, id, way);
          const allowed = refundActionIssue(action, { state, way }) === null;
          const after = (await recordRow(id))?.state as RefundState;
          const rule = REFUND_ACTIONS[action];
          const ok =
            res.code === 200 &&
            (action === 'save' || (rule.to as readonly RefundState[]).includes(after)) &&
            (action !== 'save' || after === 0);
          results.push(`${state} ${action} way${way}: ${allowed ? 'allowed' : 'refused'} → ${res.code}`);
          if (allowed) expect([state, action, way, ok, res.msg]).toEqual([state, action, way, true, res.msg]);
          else {
            expect([state, action, way, res.code]).toEqual([state, action, way, 400]);
            expect(after).toBe(state);
          }
        }
      }
    }
    expect(n).toBe(REFUND_STATE_KEYS.length * REFUND_ACTION_KEYS.length * 4);
    expect(results.filter((r) => r.includes('allowed')).length).toBeGreaterThan(30);

    async function call(action: RefundAction, id: string, way: RefundWay): Promise<{ code: number; msg: string }> {
      switch (action) {
        case 'save':
          return saveRecord({
            id,
            schoolId: S,
            studentId: kid.id,
            reason: 3,
            way,
            lines: [{ billId: bill.id, itemId, amountFen: 300 }],
          });
        case 'submit':
          return submit(id);
        case 'approve':
          return check(id, true);
        case 'reject':
          return check(id, false);
        case 'changeWay':
          return move(id, action, { way: way === 1 ? 3 : 1 });
        case 'refundRest':
          return move(id, action, { way: 1 });
        default:
          return move(id, action);
      }
    }
  });
});
