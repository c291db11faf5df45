import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeeMsg, uuidv7 } from '@contract';
import { classes, feeItems, financeAuditLog, operationLogs } from '../../server/db/schema';
import { firstClassId, loginSigned, protocolClient } from './helpers/sync-client';
import { unlockFinance } from './helpers/finance-demo';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/** Fee items, structures and discounts (issue 23 item 2, contract/finance/fees.ts): exact fen, audit log, the finance gate. */
describe('finance: fee items, fee structures, discounts and their audit log', () => {
  let t: TestApp;
  let caiwu: Signed;
  let teacher: Signed;
  let classId: string;
  const unlock = (as: Signed) => unlockFinance(t, as);
  const item = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    name: `托管费${Math.random().toString(36).slice(2, 8)}`,
    amountFen: 128_029,
    unit: 'month',
    refundable: true,
    ...extra,
  });
  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await loginSigned(t, 'caiwu');
    teacher = await loginSigned(t, 'jiaoshi');
    classId = await firstClassId(t, 101);
  });
  afterAll(() => t.close());

  it('a locked finance session is refused on every finance call, reads and writes, until the finance password is checked', async () => {
    const locked = await loginSigned(t, 'caiwu');
    expect((await t.get('/park/finance/item', { schoolId: 101, pageNum: 1, pageSize: 9999 }, locked)).json()).toMatchObject({
      code: 403,
      msg: '请先验证财务密码',
    });
    expect((await t.post('/park/finance/item', item(), locked)).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const pushed = await protocolClient(t, locked).push([{ id: 1, name: 'feeItem.save', args: item() }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
    expect(await unlock(locked)).toMatchObject({ code: 200 });
    expect((await t.get('/park/finance/item', { schoolId: 101, pageNum: 1, pageSize: 9999 }, locked)).json().code).toBe(200);
  });

  it('the demo school has its finance set; lookups take pageSize 9999', async () => {
    await unlock(caiwu);
    const list = (await t.get('/park/finance/item', { schoolId: 101, pageNum: 1, pageSize: 9999 }, caiwu)).json().data;
    expect(list.list.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['保育费', '伙食费', '校车费']));
    expect(list.list.find((r: { name: string }) => r.name === '保育费')).toMatchObject({ amountFen: 128_000, unit: 'month' });
    const names = (await t.get('/park/finance/itemName', { schoolId: 101 }, caiwu)).json().data;
    expect(names.length).toBe(list.total);
    const offers = (await t.get('/park/finance/discount', { schoolId: 101, pageNum: 1, pageSize: 9999 }, caiwu)).json().data;
    expect(offers.list).toEqual(expect.arrayContaining([expect.objectContaining({ name: '二孩优惠', kind: 'percent', percent: 10 })]));
  });

  it('amounts are stored exactly in fen; a fraction of a fen or out-of-range money is refused with a Chinese message', async () => {
    await unlock(caiwu);
    const a = item({ amountFen: 30 });
    expect((await t.post('/park/finance/item', a, caiwu)).json()).toMatchObject({ code: 200, data: { amountFen: 30, validity: 1 } });
    const [row] = await t.database.db.select().from(feeItems).where(eq(feeItems.id, a.id));
    expect(row?.amountFen).toBe(30);
    expect((await t.post('/park/finance/item', item({ amountFen: 10.5 }), caiwu)).json()).toMatchObject({ code: 400, msg: FeeMsg.amount });
    expect((await t.post('/park/finance/item', item({ amountFen: -1 }), caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.amountRange,
    });
    expect((await t.post('/park/finance/item', item({ amountFen: 1_000_000_001 }), caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.amountRange,
    });
    expect((await t.post('/park/finance/item', item({ name: '' }), caiwu)).json()).toMatchObject({ code: 400, msg: FeeMsg.itemName });
    expect((await t.post('/park/finance/item', item({ unit: 'year' }), caiwu)).json()).toMatchObject({ code: 400, msg: FeeMsg.unit });
    expect((await t.post('/park/finance/item', item({ name: '保育费' }), caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.itemNameTaken,
    });
  });

  it('every money change is in the audit log (who, when, before, after); a voided item is never edited again', async () => {
    await unlock(caiwu);
    const a = item({ amountFen: 50_000 });
    await t.post('/park/finance/item', a, caiwu);
    expect((await t.post('/park/finance/item', { ...a, amountFen: 52_050 }, caiwu)).json().code).toBe(200);
    // The same values again change nothing, and log nothing.
    await t.post('/park/finance/item', { ...a, amountFen: 52_050 }, caiwu);
    expect((await t.put('/park/finance/invalid', { schoolId: 101, id: a.id, type: 'item' }, caiwu)).json()).toMatchObject({ code: 200 });
    expect((await t.put('/park/finance/invalid', { schoolId: 101, id: a.id, type: 'item' }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.alreadyVoided,
    });
    expect((await t.post('/park/finance/item', { ...a, amountFen: 1 }, caiwu)).json()).toMatchObject({ code: 400, msg: FeeMsg.voided });
    const log = (await t.get('/park/finance/recordInfo', { schoolId: 101, id: a.id }, caiwu)).json().data;
    expect(log.map((l: { action: string }) => l.action)).toEqual(['保存收费项目', '保存收费项目', '作废收费项目']);
    expect(log[0]).toMatchObject({ userName: '张敏', before: null, after: { amountFen: 50_000, validity: 1 } });
    expect(log[1]).toMatchObject({ before: { amountFen: 50_000 }, after: { amountFen: 52_050 } });
    expect(log[2]).toMatchObject({ before: { validity: 1 }, after: { validity: 2, amountFen: 52_050 } });
    expect(Date.parse(log[2].at)).toBeGreaterThan(0);
    const ops = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.schoolId, 101), eq(operationLogs.module, '收费项目')));
    expect(ops.length).toBeGreaterThanOrEqual(3);
  });

  it('a structure per class and term: items at their own amount or the class’s, one valid per class and term', async () => {
    await unlock(caiwu);
    const a = item({ amountFen: 100_000 });
    await t.post('/park/finance/item', a, caiwu);
    const s = { id: uuidv7(), schoolId: 101, classId, schoolYear: '2027-2028', termType: 2, lines: [{ itemId: a.id, amountFen: 99_999 }] };
    expect((await t.post('/park/finance/structure', s, caiwu)).json()).toMatchObject({
      code: 200,
      data: { lines: [{ itemId: a.id, amountFen: 99_999 }] },
    });
    const twin = { ...s, id: uuidv7(), lines: [{ itemId: a.id }] };
    expect((await t.post('/park/finance/structure', twin, caiwu)).json()).toMatchObject({ code: 400, msg: FeeMsg.structureTaken });
    expect((await t.post('/park/finance/structure', { ...s, lines: [] }, caiwu)).json()).toMatchObject({ code: 400, msg: FeeMsg.lines });
    expect((await t.post('/park/finance/structure', { ...s, lines: [{ itemId: uuidv7() }] }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.itemMissing,
    });
    expect((await t.post('/park/finance/structure', { ...s, schoolYear: '2027-2029' }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.schoolYear,
    });
    const [other] = await t.database.db.select().from(classes).where(eq(classes.schoolId, 102)).limit(1);
    expect((await t.post('/park/finance/structure', { ...s, id: uuidv7(), classId: other?.id }, caiwu)).json()).toMatchObject({
      code: 400,
      msg: FeeMsg.classMissing,
    });
    expect((await t.put('/park/finance/invalid', { schoolId: 101, id: s.id, type: 'structure' }, caiwu)).json().code).toBe(200);
    // Voided, the class and term are free again.
    expect((await t.post('/park/finance/structure', twin, caiwu)).json()).toMatchObject({
      code: 200,
      data: { lines: [{ itemId: a.id, amountFen: null }] },
    });
  });

  it('discounts: fixed in fen or a percentage, for named children or by rule, within a period', async () => {
    await unlock(caiwu);
    const d = {
      id: uuidv7(),
      schoolId: 101,
      name: '早鸟优惠',
      kind: 'fixed',
      amountFen: 20_000,
      target: 'other',
      startsOn: '2026-09-01',
      endsOn: '2026-12-31',
    };
    expect((await t.post('/park/finance/discount', d, caiwu)).json()).toMatchObject({ code: 200, data: { amountFen: 20_000, percent: 0 } });
    expect((await t.post('/park/finance/discount', { ...d, kind: 'percent', percent: 15 }, caiwu)).json()).toMatchObject({
      code: 200,
      data: { kind: 'percent', amountFen: 0, percent: 15 },
    });
    const bad = (extra: Record<string, unknown>) => t.post('/park/finance/discount', { ...d, id: uuidv7(), ...extra }, caiwu);
    expect((await bad({ kind: 'percent', percent: 101 })).json()).toMatchObject({ code: 400, msg: FeeMsg.percent });
    expect((await bad({ kind: 'fixed', amountFen: 0 })).json()).toMatchObject({ code: 400, msg: FeeMsg.fixedAmount });
    expect((await bad({ target: 'child', studentIds: [] })).json()).toMatchObject({ code: 400, msg: FeeMsg.children });
    expect((await bad({ target: 'child', studentIds: [uuidv7()] })).json()).toMatchObject({ code: 400, msg: FeeMsg.childMissing });
    expect((await bad({ endsOn: '2026-08-01' })).json()).toMatchObject({ code: 400, msg: FeeMsg.periodOrder });
    const log = (await t.get('/park/finance/recordInfo', { schoolId: 101, id: d.id }, caiwu)).json().data;
    expect(log[1]).toMatchObject({ before: { kind: 'fixed', amountFen: 20_000 }, after: { kind: 'percent', percent: 15 } });
  });

  it('another school’s rows are refused as missing and left unchanged', async () => {
    await unlock(caiwu);
    const theirs = { ...item(), schoolId: 102 };
    await t.database.db.insert(feeItems).values({ ...theirs, unit: 'month', validity: 1, remark: '' });
    expect((await t.post('/park/finance/item', { ...theirs, schoolId: 101, amountFen: 1 }, caiwu)).json().code).toBe(404);
    expect((await t.get('/park/finance/oneItem', { schoolId: 101, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await t.get('/park/finance/recordInfo', { schoolId: 101, id: theirs.id }, caiwu)).json().code).toBe(404);
    expect((await t.put('/park/finance/invalid', { schoolId: 101, id: theirs.id, type: 'item' }, caiwu)).json().code).toBe(404);
    // Named as 102's, the school is not hers.
    expect((await t.post('/park/finance/item', { ...theirs, amountFen: 1 }, caiwu)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(feeItems).where(eq(feeItems.id, theirs.id));
    expect(row).toMatchObject({ amountFen: 128_029, validity: 1 });
    expect(await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, theirs.id))).toEqual([]);
  });

  it('jiaoshi is refused on every finance route and mutation', async () => {
    const s = { schoolId: 101 };
    const reads = ['item', 'structure', 'discount', 'itemName', 'oneItem', 'oneStructure', 'oneDiscount', 'recordInfo'];
    for (const p of reads) {
      const res = await t.get(`/park/finance/${p}`, { ...s, id: uuidv7(), pageNum: 1, pageSize: 10 }, teacher);
      expect([p, res.statusCode]).toEqual([p, 403]);
    }
    for (const p of ['item', 'structure', 'discount']) expect((await t.post(`/park/finance/${p}`, item(), teacher)).statusCode).toBe(403);
    expect((await t.put('/park/finance/invalid', { ...s, id: uuidv7(), type: 'item' }, teacher)).statusCode).toBe(403);
    const pushed = await protocolClient(t, teacher).push([{ id: 1, name: 'feeItem.save', args: item() }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403 });
    // And she does not read the finance scope.
    const { scopes } = await protocolClient(t, teacher).pullAll(101);
    expect(scopes).not.toContain('finance');
  });

  it('drafts through sync push apply like the routes and replicate in the finance scope', async () => {
    await unlock(caiwu);
    const c = protocolClient(t, caiwu);
    const a = item({ amountFen: 45_678 });
    const pushed = await c.push([
      { id: 1, name: 'feeItem.save', args: a },
      { id: 2, name: 'feeItem.save', args: { ...a, amountFen: 45_679 } },
    ]);
    expect(pushed.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const { changes, scopes } = await c.pullAll(101);
    expect(scopes).toContain('finance');
    expect(changes.filter((ch) => ch.table === 'feeItems' && ch.row.id === a.id).at(-1)?.row).toMatchObject({ amountFen: 45_679 });
    expect(changes.filter((ch) => ch.table === 'feeStructures').length).toBeGreaterThan(0);
  });
});
