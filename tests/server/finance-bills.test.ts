import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillAction, BillMsg, type BillRow, type BillState, billActionIssue, uuidv7 } from '@contract';
import { bills, classes, financeAuditLog, financeLedger, paymentReturns, payments } from '../../server/db/schema';
import { receiptCheckCode, receiptSecret } from '../../server/services/finance/receipts/receipt-check';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { demoCareClass, setBillReview, unlockFinance } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** Bills and collection (issue 23 items 3 and 4; contract/finance/bills.ts). */
describe('finance: bills, their transitions, desk and scene payments, receipts', () => {
  let t: TestApp;
  let caiwu: Signed;
  let teacher: Signed;
  let classId: string;
  let kids: { id: string; name: string }[];
  let careItem: { id: string; amountFen: number };
  const S = 101;
  const unlock = (as: Signed) => unlockFinance(t, as);
  const reviewOn = (on: 0 | 1) => setBillReview(t, caiwu, on);
  const draft = async (extra: Record<string, unknown> = {}) => {
    const kid = kids[Math.floor(Math.random() * kids.length)] ?? kids[0];
    const args = {
      id: uuidv7(),
      schoolId: S,
      studentId: kid?.id,
      classId,
      schoolYear: '2026-2027',
      termType: 1,
      title: `单项收费${Math.random().toString(36).slice(2, 6)}`,
      lines: [{ itemId: careItem.id, quantity: 2, unitFen: 10_050, discountFen: 50 }],
      dueOn: '2027-01-15',
      ...extra,
    };
    const res = (await t.post('/park/charge/saveOrder', args, caiwu)).json();
    expect(res).toMatchObject({ code: 200 });
    return res.data as BillRow;
  };
  const bill = async (id: string) => {
    const [row] = await t.database.db.select().from(bills).where(eq(bills.id, id));
    return row;
  };
  const act: Record<BillAction, (id: string, as?: Signed) => Promise<{ code: number; msg: string }>> = {
    submit: async (id, as = caiwu) => (await t.post('/park/finance/review', { schoolId: S, ids: [id] }, as)).json(),
    approve: async (id, as = caiwu) => (await t.post('/park/charge/review', { schoolId: S, ids: [id], approve: true }, as)).json(),
    reject: async (id, as = caiwu) =>
      (await t.post('/park/charge/review', { schoolId: S, ids: [id], approve: false, reason: '金额有误' }, as)).json(),
    publish: async (id, as = caiwu) => (await t.post('/park/charge/releaseOrder', { schoolId: S, ids: [id] }, as)).json(),
    void: async (id, as = caiwu) => (await t.put('/park/publicCharge/toVoid', { schoolId: S, id, reason: '重复生成' }, as)).json(),
    collect: async (id, as = caiwu) =>
      (await t.post('/park/BabyCharge/confirmBabyBill', { schoolId: S, id: uuidv7(), billId: id, amountFen: 100, payType: 5 }, as)).json(),
  };
  const pay = async (billId: string, amountFen: number, payType = 5) =>
    (await t.post('/park/BabyCharge/confirmBabyBill', { schoolId: S, id: uuidv7(), billId, amountFen, payType }, caiwu)).json();

  /** A new bill brought to `state` (reviewOn as each step needs it). */
  async function billIn(state: BillState): Promise<BillRow> {
    const b = await draft();
    if (state === 'draft') return b;
    if (state === 'void') {
      expect((await act.void(b.id)).code).toBe(200);
      return b;
    }
    if (state === 'review') {
      await reviewOn(1);
      expect((await act.submit(b.id)).code).toBe(200);
      return b;
    }
    await reviewOn(0);
    expect((await act.publish(b.id)).code).toBe(200);
    if (state === 'paid') expect((await pay(b.id, b.totalFen)).code).toBe(200);
    return b;
  }

  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    teacher = await loginSigned(t, 'jiaoshi');
    await unlock(caiwu);
    ({ classId, kids, careItem } = await demoCareClass(t, S));
    if (kids.length < 2) throw new Error('demo finance set missing');
  });
  afterAll(() => t.close());

  it('the demo: the first class billed and published for 2026-2027 term 1, cash, Alipay and card payments in the ledger to the fen', async () => {
    const seeded = await t.database.db
      .select()
      .from(bills)
      .where(and(eq(bills.schoolId, S), eq(bills.title, '2026-2027学年第一学期收费')));
    expect(seeded.some((b) => b.state === 'published' && b.dueOn < '2026-11-26')).toBe(true);
    expect(seeded.filter((b) => b.state === 'draft').length).toBeGreaterThan(0);
    const paid = (await t.database.db.select().from(payments).where(eq(payments.schoolId, S))).filter((p) => p.state === 'paid');
    expect(new Set(paid.map((p) => p.payType))).toEqual(new Set([1, 3, 5]));
    const ledger = await t.database.db.select().from(financeLedger).where(eq(financeLedger.schoolId, S));
    expect(ledger.reduce((s, l) => s + l.amountFen, 0)).toBe(paid.reduce((s, p) => s + p.amountFen, 0));
  });

  it('a draft keeps typed lines exactly in fen: amount = quantity × unit price, total = Σ (amount − discount)', async () => {
    const b = await draft();
    expect(b).toMatchObject({ state: 'draft', read: 4, totalFen: 2 * 10_050 - 50 });
    expect(b.lines[0]).toMatchObject({ name: '保育费', unit: 'month', quantity: 2, unitFen: 10_050, amountFen: 20_100, discountFen: 50 });
    // A discount above its line, an unknown item and a fraction of a fen are refused, nothing written.
    const over = { lines: [{ itemId: careItem.id, quantity: 1, unitFen: 100, discountFen: 101 }] };
    expect((await t.post('/park/charge/saveOrder', { ...b, ...over }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: BillMsg.discountOver,
    });
    const unknown = { lines: [{ itemId: uuidv7(), quantity: 1, unitFen: 100 }] };
    expect((await t.post('/park/charge/updateOrder', { ...b, ...unknown }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: BillMsg.itemMissing,
    });
    const fraction = { lines: [{ itemId: careItem.id, quantity: 1, unitFen: 10.5 }] };
    expect((await t.post('/park/charge/updateOrder', { ...b, ...fraction }, caiwu)).json().code).toBe(400);
    expect((await bill(b.id))?.totalFen).toBe(20_050);
    // The audit log has the draft's line.
    const audit = (await t.get('/park/finance/recordInfo', { schoolId: S, id: b.id }, caiwu)).json();
    expect(audit.data).toEqual([expect.objectContaining({ action: '保存账单', before: null })]);
  });

  it('every transition the table allows is made and every other is refused with its reason, nothing changed', async () => {
    const states: BillState[] = ['draft', 'review', 'published', 'paid', 'void'];
    const actions: BillAction[] = ['submit', 'approve', 'reject', 'publish', 'void', 'collect'];
    for (const on of [0, 1] as const) {
      for (const state of states) {
        for (const action of actions) {
          const b = await billIn(state);
          await reviewOn(on);
          const before = await bill(b.id);
          if (!before) throw new Error('no bill');
          const paidFen = state === 'paid' ? before.totalFen : 0;
          const issue = billActionIssue(action, before as BillRow & typeof before, { reviewOn: on, paidFen, today: '2026-11-26' });
          const res = await act[action](b.id);
          const where = `${action} on ${state} (reviewOn ${on})`;
          if (issue === null) {
            expect(res.code, where).toBe(200);
            const after = await bill(b.id);
            const to = {
              submit: 'review',
              approve: 'published',
              reject: 'draft',
              publish: 'published',
              void: 'void',
              collect: 'published',
            }[action];
            expect(after?.state, where).toBe(to);
          } else {
            expect(res, where).toMatchObject({ code: 400, msg: issue });
            expect(await bill(b.id), where).toEqual(before);
          }
        }
      }
    }
  }, 120_000);

  it('a voided bill cannot be paid; a bill with money paid cannot be voided; more than the bill still asks is refused', async () => {
    await reviewOn(0);
    const voided = await billIn('void');
    expect(await pay(voided.id, 100)).toMatchObject({ code: 400, msg: BillMsg.voided });
    const b = await billIn('published');
    expect(await pay(b.id, b.totalFen + 1)).toMatchObject({ code: 400, msg: BillMsg.overpay });
    expect(await pay(b.id, 0)).toMatchObject({ code: 400, msg: BillMsg.amountPositive });
    expect(await pay(b.id, 1000, 1)).toMatchObject({ code: 400, msg: BillMsg.deskPayType });
    const part = await pay(b.id, 5_000, 3);
    expect(part).toMatchObject({ code: 200, data: { state: 'paid', payType: 3, amountFen: 5_000 } });
    expect(part.data.receiptNo).toMatch(/^SJ\d{8}\d{5}$/);
    expect((await t.put('/park/publicCharge/toVoid', { schoolId: S, id: b.id, reason: '重复' }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: BillMsg.voidPaid,
    });
    expect((await t.put('/park/publicCharge/toVoid', { schoolId: S, id: b.id, reason: '' }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: BillMsg.voidReason,
    });
    expect(await pay(b.id, b.totalFen - 5_000 + 1)).toMatchObject({ code: 400, msg: BillMsg.overpay });
    const rest = await pay(b.id, b.totalFen - 5_000);
    expect(rest.code).toBe(200);
    expect(rest.data.receiptNo).not.toBe(part.data.receiptNo);
    expect((await bill(b.id))?.state).toBe('paid');
    // The ledger holds the two payments line by line, to the fen; the bill's audit log shows both.
    const ledger = await t.database.db.select().from(financeLedger).where(eq(financeLedger.billId, b.id));
    expect(ledger.reduce((s, l) => s + l.amountFen, 0)).toBe(b.totalFen);
    expect(ledger.every((l) => l.kind === 'payment' && l.itemName === '保育费')).toBe(true);
    const audit = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, b.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['保存账单', '发布账单', expect.stringMatching(/^银行卡收款 SJ/)]));
    // A retried desk payment (the same id) answers the payment it made: no second charge.
    const id = uuidv7();
    const again = await billIn('published');
    const first = await t.post(
      '/park/BabyCharge/confirmBabyBill',
      { schoolId: S, id, billId: again.id, amountFen: 300, payType: 5 },
      caiwu,
    );
    const second = await t.post(
      '/park/BabyCharge/confirmBabyBill',
      { schoolId: S, id, billId: again.id, amountFen: 300, payType: 5 },
      caiwu,
    );
    expect(second.json().data.receiptNo).toBe(first.json().data.receiptNo);
    expect(await t.database.db.select().from(payments).where(eq(payments.billId, again.id))).toHaveLength(1);
  });

  it('batch billing a class for a term: one draft per child from the structure with the fitting discounts; running it twice makes no second bill', async () => {
    // A term of its own (the demo's 2026-2027 bills are seeded).
    const structure = {
      id: uuidv7(),
      schoolId: S,
      classId,
      schoolYear: '2030-2031',
      termType: 1,
      lines: [{ itemId: careItem.id, amountFen: 100_000 }],
    };
    expect((await t.post('/park/finance/structure', structure, caiwu)).json().code).toBe(200);
    const named = kids[0];
    if (!named) throw new Error('no kid');
    const discount = {
      id: uuidv7(),
      schoolId: S,
      name: `测试减免${Math.random().toString(36).slice(2, 6)}`,
      kind: 'fixed',
      amountFen: 12_345,
      target: 'child',
      studentIds: [named.id],
      startsOn: '2030-08-01',
      endsOn: '2031-01-31',
    };
    expect((await t.post('/park/finance/discount', discount, caiwu)).json().code).toBe(200);
    const batch = {
      schoolId: S,
      classId,
      schoolYear: '2030-2031',
      termType: 1,
      title: '2030-2031学年第一学期收费',
      dueOn: '2030-09-30',
      bills: [{ studentId: named.id, id: uuidv7() }],
    };
    const made = (await t.post('/park/charge/batchOrder', batch, caiwu)).json();
    expect(made).toMatchObject({ code: 200, data: { made: kids.length, skipped: 0 } });
    const rows = await t.database.db
      .select()
      .from(bills)
      .where(and(eq(bills.classId, classId), eq(bills.schoolYear, '2030-2031')));
    expect(rows).toHaveLength(kids.length);
    // The device's id is used for the child it named; the others get the server's.
    const mine = rows.find((r) => r.studentId === named.id);
    expect(mine?.id).toBe(batch.bills[0]?.id);
    expect(mine?.lines).toEqual([
      { itemId: careItem.id, name: '保育费', unit: 'month', quantity: 5, unitFen: 100_000, amountFen: 500_000, discountFen: 12_345 },
    ]);
    expect(mine?.totalFen).toBe(500_000 - 12_345);
    expect(mine?.discountIds).toEqual([discount.id]);
    const other = rows.find((r) => r.studentId !== named.id);
    expect(other?.totalFen).toBe(500_000);
    expect(rows.every((r) => r.state === 'draft')).toBe(true);
    // Twice: nothing new, through REST or sync.
    expect((await t.post('/park/finance/batchFinance', { ...batch, bills: [] }, caiwu)).json()).toMatchObject({
      code: 200,
      data: { made: 0, skipped: kids.length },
    });
    const pushed = await protocolClient(t, caiwu).push([{ id: 1, name: 'bill.batch', args: { ...batch, bills: [] } }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    expect(
      await t.database.db
        .select()
        .from(bills)
        .where(and(eq(bills.classId, classId), eq(bills.schoolYear, '2030-2031'))),
    ).toHaveLength(kids.length);
    // A 截止日期 already past (China day) is refused, on the route and through sync, before anything is made.
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const past = { ...batch, schoolYear: '2031-2032', dueOn: yesterday };
    expect((await t.post('/park/charge/batchOrder', past, caiwu)).json()).toMatchObject({ code: 400, msg: BillMsg.dueOnPast });
    const refused = await protocolClient(t, caiwu).push([{ id: 1, name: 'bill.batch', args: { ...past, bills: [] } }]);
    expect(refused.body.results[0]).toMatchObject({ status: 'rejected', code: 400, msg: BillMsg.dueOnPast });
    // No structure for the term: refused with its reason.
    expect((await t.post('/park/charge/batchOrder', { ...batch, schoolYear: '2031-2032' }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: BillMsg.noStructure,
    });
  });

  it('sync: drafts are saved by push; a bill no longer a draft is refused with the server’s reason', async () => {
    const client = protocolClient(t, caiwu);
    const id = uuidv7();
    const kid = kids[1];
    const args = {
      id,
      schoolId: S,
      studentId: kid?.id,
      classId,
      schoolYear: '2026-2027',
      termType: 1,
      title: '离线草稿',
      lines: [{ itemId: careItem.id, quantity: 1, unitFen: 9_999 }],
      dueOn: '2027-01-15',
    };
    const first = await client.push([{ id: 1, name: 'bill.save', args }]);
    expect(first.body.results[0]).toMatchObject({ status: 'applied' });
    expect((await bill(id))?.totalFen).toBe(9_999);
    await reviewOn(0);
    expect((await act.publish(id)).code).toBe(200);
    const second = await client.push([{ id: 2, name: 'bill.save', args: { ...args, title: '改了' } }]);
    expect(second.body.results[0]).toMatchObject({ status: 'rejected', msg: BillMsg.notDraft });
    // The pull carries the published bill to the device.
    const pulled = await client.pullAll(S);
    expect(pulled.changes.find((c) => c.table === 'bills' && c.row.id === id)?.row).toMatchObject({ state: 'published' });
  });

  it('scene pay: a QR for what the bill asks, settled once by the provider — two notices pay once, a wrong amount is given back', async () => {
    await reviewOn(0);
    const b = await billIn('published');
    expect((await pay(b.id, 1_000)).code).toBe(200);
    const open = b.totalFen - 1_000;
    const res = (await t.post('/park/charge/scenePay', { schoolId: S, billId: b.id, payType: 1 }, caiwu)).json();
    expect(res).toMatchObject({ code: 200, data: { amountFen: open, state: 'pending' } });
    const tradeNo = String(res.data.payData).split('/sandbox-pay/')[1] ?? '';
    expect(tradeNo).toMatch(/^SBX/);
    // Asking again shows the same trade.
    const again = (await t.post('/park/charge/scenePay', { schoolId: S, billId: b.id, payType: 1 }, caiwu)).json();
    expect(again.data.paymentId).toBe(res.data.paymentId);
    const query = async () =>
      (await t.get('/park/charge/queryScenePay', { schoolId: S, paymentId: res.data.paymentId }, caiwu)).json().data;
    // Not paid until the provider says so.
    expect(await query()).toMatchObject({ state: 'pending', receiptNo: '' });
    const trade = t.payments.trade(tradeNo);
    if (!trade) throw new Error('no trade');
    // A trade of the QR's key paid another amount is never applied: acknowledged, and given back (docs/finance.md).
    expect((await t.payments.notify({ ...trade, tradeNo: 'SBX0another', state: 'paid', amount: '0.01' })).acknowledged).toBe(true);
    expect(await query()).toMatchObject({ state: 'pending', receiptNo: '' });
    const [other] = await t.database.db.select().from(paymentReturns).where(eq(paymentReturns.tradeNo, 'SBX0another'));
    expect(other).toMatchObject({ amountFen: 1, billId: b.id, paymentId: res.data.paymentId });
    expect((await t.app.inject({ method: 'POST', url: `/sandbox-pay/${tradeNo}/confirm` })).body).toContain('支付成功');
    const second = await t.payments.notify({ ...trade, state: 'paid' });
    expect(second.acknowledged).toBe(true);
    const paid = await query();
    expect(paid).toMatchObject({ state: 'paid', amountFen: open });
    expect(paid.receiptNo).toMatch(/^SJ/);
    expect((await bill(b.id))?.state).toBe('paid');
    const ledger = await t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, res.data.paymentId));
    expect(ledger.reduce((s, l) => s + l.amountFen, 0)).toBe(open);
    expect(ledger.every((l) => l.payType === 1 && l.userId === null)).toBe(true);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, res.data.paymentId));
    expect(row).toMatchObject({ operatorName: '张敏', tradeNo: trade.tradeNo });
    const audit = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, res.data.paymentId));
    expect(audit).toEqual([expect.objectContaining({ userId: null, userName: '支付沙箱', action: '支付宝扫码收款' })]);
    // Paid: no further QR.
    expect((await t.post('/park/charge/scenePay', { schoolId: S, billId: b.id, payType: 2 }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: BillMsg.alreadyPaid,
    });
  });

  it('receipts: the PDF reads the amount in capitals; checkOnReceipt finds the payment by number and code, or says 收据不存在或校验码错误', async () => {
    await reviewOn(0);
    const b = await billIn('published');
    const p = (await pay(b.id, 12_000)).data;
    const pdf = await t.get('/park/publicCharge/receipt', { schoolId: S, paymentId: p.id }, caiwu);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(p.receiptNo);
    expect(text).toContain('壹佰贰拾元整');
    const code = receiptCheckCode(receiptSecret(t.config), p.receiptNo, p.amountFen, new Date(p.paidAt));
    expect(text).toContain(code);
    const wrong = (
      await t.post('/park/publicCharge/checkOnReceipt', { schoolId: S, receiptNo: p.receiptNo, checkCode: 'XXXX0000' }, caiwu)
    ).json();
    expect(wrong).toMatchObject({ code: 400, msg: '收据不存在或校验码错误' });
    const ok = (await t.post('/park/publicCharge/checkOnReceipt', { schoolId: S, receiptNo: p.receiptNo, checkCode: code }, caiwu)).json();
    expect(ok).toMatchObject({ code: 200, data: { id: p.id, receiptChecked: true } });
    const table = await t.get(
      '/park/finance/order/exportPrintTable',
      { schoolId: S, classId, schoolYear: '2026-2027', termType: 1 },
      caiwu,
    );
    expect(table.headers['content-type']).toContain('application/pdf');
    expect(await pdfText(table.rawPayload)).toContain('收费明细');
  });

  it('the xlsx export sums what the list sums, to the fen', async () => {
    const q = { schoolId: S, pageNum: 1, pageSize: 10, classId, schoolYear: '2026-2027', termType: 1 };
    const list = (await t.get('/park/finance/order', q, caiwu)).json().data;
    const file = await t.get('/park/finance/order/export', q, caiwu);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const last = ws?.getRow(ws.rowCount);
    expect(last?.getCell(1).value).toBe('合计');
    const fen = (v: unknown) => Math.round(Number(v) * 100);
    expect([fen(last?.getCell(7).value), fen(last?.getCell(8).value), fen(last?.getCell(9).value)]).toEqual([
      list.sums.totalFen,
      list.sums.paidFen,
      list.sums.openFen,
    ]);
    expect((ws?.rowCount ?? 0) - 2).toBe(list.total);
  });

  it('another school’s bill is refused as missing (404) on every call', async () => {
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 102)).limit(1);
    const id = uuidv7();
    await t.database.db.insert(bills).values({
      id,
      schoolId: 102,
      studentId: uuidv7(),
      studentName: '外园',
      classId: cls?.id ?? uuidv7(),
      schoolYear: '2026-2027',
      termType: 1,
      title: '外园账单',
      lines: [],
      totalFen: 100,
      dueOn: '2027-01-01',
      state: 'published',
    });
    const notFound = { code: 404 };
    expect((await t.get('/park/finance/oneOrder', { schoolId: S, id }, caiwu)).json()).toMatchObject(notFound);
    expect(await act.publish(id)).toMatchObject(notFound);
    expect(await act.void(id)).toMatchObject(notFound);
    expect(await pay(id, 100)).toMatchObject(notFound);
    expect((await t.post('/park/charge/scenePay', { schoolId: S, billId: id, payType: 1 }, caiwu)).json()).toMatchObject(notFound);
    expect((await t.get('/park/finance/recordInfo', { schoolId: S, id }, caiwu)).json()).toMatchObject(notFound);
    expect((await bill(id))?.state).toBe('published');
  });

  it('jiaoshi is refused (403) on every bills call', async () => {
    const b = await draft();
    const calls: Array<() => Promise<{ json(): { code: number } }>> = [
      () => t.get('/park/finance/order', { schoolId: S }, teacher),
      () => t.get('/park/finance/oneOrder', { schoolId: S, id: b.id }, teacher),
      () => t.post('/park/charge/saveOrder', { ...b, lines: [{ itemId: careItem.id, quantity: 1, unitFen: 1 }] }, teacher),
      () => t.post('/park/charge/updateOrder', { ...b, lines: [{ itemId: careItem.id, quantity: 1, unitFen: 1 }] }, teacher),
      () =>
        t.post(
          '/park/charge/batchOrder',
          { schoolId: S, classId, schoolYear: '2026-2027', termType: 1, title: 'x', dueOn: '2027-01-01', bills: [] },
          teacher,
        ),
      () =>
        t.post(
          '/park/finance/batchFinance',
          { schoolId: S, classId, schoolYear: '2026-2027', termType: 1, title: 'x', dueOn: '2027-01-01', bills: [] },
          teacher,
        ),
      () => t.post('/park/finance/review', { schoolId: S, ids: [b.id] }, teacher),
      () => t.post('/park/charge/review', { schoolId: S, ids: [b.id], approve: true }, teacher),
      () => t.post('/park/charge/releaseOrder', { schoolId: S, ids: [b.id] }, teacher),
      () => t.put('/park/publicCharge/toVoid', { schoolId: S, id: b.id, reason: 'x' }, teacher),
      () => t.post('/park/BabyCharge/confirmBabyBill', { schoolId: S, id: uuidv7(), billId: b.id, amountFen: 1, payType: 5 }, teacher),
      () => t.post('/park/charge/scenePay', { schoolId: S, billId: b.id, payType: 1 }, teacher),
      () => t.get('/park/charge/queryScenePay', { schoolId: S, paymentId: uuidv7() }, teacher),
      () => t.post('/park/publicCharge/checkOnReceipt', { schoolId: S, receiptNo: 'SJ1', checkCode: 'X' }, teacher),
      () => t.get('/park/publicCharge/receipt', { schoolId: S, paymentId: uuidv7() }, teacher),
      () => t.get('/park/finance/order/export', { schoolId: S }, teacher),
      () => t.get('/park/finance/order/exportPrintTable', { schoolId: S }, teacher),
      () => t.get('/park/finance/recordInfo', { schoolId: S, id: b.id }, teacher),
    ];
    for (const call of calls) expect((await call()).json().code).toBe(403);
    const pushed = await protocolClient(t, teacher).push([
      { id: 1, name: 'bill.save', args: { ...b, lines: [{ itemId: careItem.id, quantity: 1, unitFen: 1 }] } },
    ]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
  });
});
