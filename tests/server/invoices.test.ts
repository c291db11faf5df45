import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, INVOICE_PAGE_SIZE, InvoiceMsg, OrderMsg } from '@contract';
import { orderInvoices, orders } from '../../server/db/schema';
import { issueInvoice } from '../../server/services/orders/invoices/issue-invoice';
import { createTestApp, type Signed, signer, type TestApp } from './helpers/test-app';
import { INVOICE_PAYER } from './helpers/form-examples';

/** School 101's paid order (seeded), and 104's unpaid renewal. */
const PAID = { orderId: 'YW202509010017', contractId: 'HT-2025-0098', money: '5980.00' };
const UNPAID_104 = { orderId: 'YW202609150001', contractId: 'HT-2026-0412', money: '3980.00' };

const application = (over: Record<string, unknown> = {}) => ({
  schoolId: 101,
  contractId: PAID.contractId,
  contractMoney: PAID.money,
  invoiceMoney: PAID.money,
  invoiceTitle: '上海市童心阳光幼儿园',
  invoiceType: 1,
  ...INVOICE_PAYER,
  remark: '园务系统年度订阅费',
  titleType: 1,
  ...over,
});

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('invoice applications (SPEC §4 invoice, §5 rules)', () => {
  let t: TestApp;
  let caiwu: Signed;
  let jiaoshi: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    caiwu = signer(await t.login('caiwu'));
    jiaoshi = signer(await t.login('jiaoshi'));
  });
  afterAll(() => t.close());

  const stored = async () => t.database.db.select().from(orderInvoices);
  const orderRow = async (orderId: string) => (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
  const apply = (body: unknown, as = caiwu) => t.post('/park/common/school/applyInvoice', body, as);
  const tab = async (invoicingSatusIn: string, as = caiwu) =>
    (
      await t.get('/park/common/school/productOrderList', { schoolId: 101, pageNum: 1, pageSize: INVOICE_PAGE_SIZE, invoicingSatusIn }, as)
    ).json();

  it.each([
    ['invoiceTitle', '', InvoiceMsg.title],
    ['taxNumber', '', InvoiceMsg.taxNumber],
    ['taxNumber', '31011512345678X', InvoiceMsg.number],
    ['taxNumber', '3101151234567890', InvoiceMsg.taxNumberMax],
    ['depositAddress', '  ', InvoiceMsg.address],
    ['phone', '', InvoiceMsg.phone],
    ['phone', '1380013800', InvoiceMsg.phoneFormat],
    ['phone', '138001380001', InvoiceMsg.phoneFormat],
    ['phone', '23800138000', InvoiceMsg.phoneFormat],
    ['depositBank', '', InvoiceMsg.bank],
    ['depositAccount', '', InvoiceMsg.account],
    ['depositAccount', '6222-0202', InvoiceMsg.number],
    ['depositAccount', '62220202001122334455', InvoiceMsg.accountMax],
    ['remark', '备'.repeat(201), '最多输入200个字'],
    ['invoiceType', 3, '请选择发票类型'],
  ])('%s = %j is refused with 400 %s and nothing is stored', async (field, value, msg) => {
    const res = await apply(application({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.badRequest, msg });
    expect(await stored()).toHaveLength(0);
    expect((await orderRow(PAID.orderId))?.invoicingStatus).toBe(0);
  });

  it('a missing field is refused with its message (the payload is checked whole)', async () => {
    const { taxNumber: _, ...without } = application();
    expect((await apply(without)).json().msg).toBe(InvoiceMsg.taxNumber);
    expect(await stored()).toHaveLength(0);
  });

  it('a member without the pay right, another school and another school’s order are refused', async () => {
    expect((await apply(application(), jiaoshi)).statusCode).toBe(403);
    const xufei = signer(await t.login('xufei'));
    // Naming 101, which is not hers: forbidden. Naming her own 104 with 101's contract: no such order there.
    expect((await apply(application(), xufei)).statusCode).toBe(403);
    const asOwn = await apply(application({ schoolId: 104 }), xufei);
    expect(asOwn.json()).toMatchObject({ code: 404, msg: OrderMsg.notFound });
    expect(await stored()).toHaveLength(0);
  });

  it('an unpaid order or a changed amount is refused', async () => {
    const yuanzhang = signer(await t.login('yuanzhang'));
    const unpaid = await apply(
      application({ schoolId: 104, contractId: UNPAID_104.contractId, contractMoney: UNPAID_104.money, invoiceMoney: UNPAID_104.money }),
      yuanzhang,
    );
    expect(unpaid.json()).toMatchObject({ code: 400, msg: InvoiceMsg.notPaid });
    const cheaper = await apply(application({ invoiceMoney: '1.00' }));
    expect(cheaper.json()).toMatchObject({ code: 400, msg: InvoiceMsg.moneyMismatch });
    expect(await stored()).toHaveLength(0);
  });

  it('the pending tab lists the paid order to apply for; applying stores it once and it turns read-only', async () => {
    const before = await tab('0,2');
    expect(before.data.list.map((o: { orderId: string }) => o.orderId)).toEqual([PAID.orderId]);
    expect(before.data.list[0]).toMatchObject({ invoicingSatus: 0, invoice: null });
    expect((await tab('1')).data).toMatchObject({ list: [], total: 0 });

    const res = await apply(application());
    expect(res.json()).toMatchObject({
      code: 200,
      msg: InvoiceMsg.applied,
      data: { invoiceTitle: '上海市童心阳光幼儿园', invoiceType: 1, pdfUrl: '' },
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ schoolId: 101, titleType: 1, invoiceMoney: PAID.money, taxNumber: '310115123456789' });
    expect((await orderRow(PAID.orderId))?.invoicingStatus).toBe(2);

    // Read-only once applied: a second application, even a different one, changes nothing.
    const again = await apply(application({ invoiceTitle: '别的抬头', invoiceType: 2 }));
    expect(again.json()).toMatchObject({ code: 400, msg: InvoiceMsg.alreadyApplied });
    expect((await stored())[0]?.invoiceTitle).toBe('上海市童心阳光幼儿园');

    const pending = (await tab('0,2')).data.list[0];
    expect(pending).toMatchObject({
      invoicingSatus: 2,
      invoice: { invoiceTitle: '上海市童心阳光幼儿园', phone: '13800138000', realInvoiceDate: '' },
    });
  });

  it('the preview PDF embeds the Chinese text: title, amount in figures and capitals, tax 6 %, unit 年', async () => {
    const res = await t.get('/park/common/school/invoicePdf', { schoolId: 101, orderId: PAID.orderId }, caiwu);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('上海市童心阳光幼儿园');
    expect(text).toContain('增值税专用发票（预览）');
    expect(text).toContain('伍仟玖佰捌拾元整');
    expect(text).toContain('¥5980.00');
    expect(text).toContain('6%');
    expect(text).toMatch(/园务管理系统年度订阅\s+专业版\s+年\s+1\s+5641\.51/);
    // Only the glyphs used are embedded: a few slices of Noto Sans SC, subset, not the 10 MB face.
    expect(res.rawPayload.length).toBeLessThan(120_000);
    // Another school's member cannot read it.
    const xufei = signer(await t.login('xufei'));
    expect((await t.get('/park/common/school/invoicePdf', { schoolId: 101, orderId: PAID.orderId }, xufei)).statusCode).toBe(403);
    expect((await t.get('/park/common/school/invoicePdf', { schoolId: 104, orderId: PAID.orderId }, xufei)).json().msg).toBe(
      OrderMsg.notFound,
    );
  });

  it('once the platform issues it, it moves to 已开票据 with its date, number and PDF', async () => {
    const first = await issueInvoice(t.database.db, t.clock, PAID.orderId, '04512345');
    expect(first).toEqual({ invoiceNo: '04512345', issued: true });
    expect(await issueInvoice(t.database.db, t.clock, PAID.orderId)).toEqual({ invoiceNo: '04512345', issued: false });
    expect((await tab('0,2')).data.total).toBe(0);
    const issued = (await tab('1')).data.list[0];
    expect(issued).toMatchObject({
      invoicingSatus: 1,
      invoice: { invoiceNo: '04512345', pdfUrl: `/park/common/school/invoicePdf?schoolId=101&orderId=${PAID.orderId}` },
    });
    expect(issued.invoice.realInvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [path, q] = String(issued.invoice.pdfUrl).split('?');
    const res = await t.get(path ?? '', Object.fromEntries(new URLSearchParams(q)), caiwu);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('发票号码：04512345');
    expect(text).not.toContain('预览');
    expect(text).toContain('上海市童心阳光幼儿园');
    expect(text).toContain('伍仟玖佰捌拾元整');
  });
});
