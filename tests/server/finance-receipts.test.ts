import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUS, formatFen, nextHlc, STUDENT_STATUS, uuidv7 } from '@contract';
import { attendanceEvents, schools, students } from '../../server/db/schema';
import { attendedDays } from '../../server/services/finance/kernel/attendance-days';
import { printTablePdf, PRINT_ROWS_PER_PAGE, type PrintTableData } from '../../server/services/finance/receipts/print-table-pdf';
import {
  CHECK_CODE_ALPHABET,
  receiptCheckCode,
  receiptCheckCodeMatches,
  receiptSecret,
} from '../../server/services/finance/receipts/receipt-check';
import { type ReceiptData, receiptPdf, RECEIPT_PAGE_MM } from '../../server/services/finance/receipts/receipt-pdf';
import { openTestDatabase, type TestDatabase } from './helpers/test-db';

const pagesText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text as string[];
/** Page sizes in mm, rounded to 0.1. */
const pageSizes = async (bytes: Uint8Array) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const out: [number, number][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const [, , w = 0, h = 0] = (await pdf.getPage(i)).view;
    out.push([Math.round((w * 254) / 72) / 10, Math.round((h * 254) / 72) / 10]);
  }
  return out;
};

const SECRET = 'test-receipt-secret-0123456789abcdef';
const PAID_AT = new Date('2026-11-26T02:15:00Z');

const receipt = (over: Partial<ReceiptData> = {}): ReceiptData => ({
  schoolName: '上海市童心阳光幼儿园',
  receiptNo: 'SJ2026112600001',
  studentName: '张小明',
  className: '大一班',
  billTitle: '2026-2027学年第一学期保教费',
  lines: [
    { name: '保教费', amountFen: 80_000 },
    { name: '伙食费', amountFen: 48_050 },
  ],
  amountFen: 128_050,
  payType: 5,
  paidAt: PAID_AT,
  operatorName: '王会计',
  remark: '家长现场缴费',
  checkCode: receiptCheckCode(SECRET, 'SJ2026112600001', 128_050, PAID_AT),
  ...over,
});

describe('receipt check codes (校验码)', () => {
  it('is 8 characters of the unambiguous alphabet, stable, and differs for another amount, number, time or secret', () => {
    const code = receiptCheckCode(SECRET, 'SJ2026112600001', 10_000, PAID_AT);
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect([...code].every((c) => CHECK_CODE_ALPHABET.includes(c))).toBe(true);
    expect(CHECK_CODE_ALPHABET).not.toMatch(/[01OI]/);
    expect(receiptCheckCode(SECRET, 'SJ2026112600001', 10_000, new Date(PAID_AT))).toBe(code);
    expect(receiptCheckCode(SECRET, 'SJ2026112600001', 10_001, PAID_AT)).not.toBe(code);
    expect(receiptCheckCode(SECRET, 'SJ2026112600002', 10_000, PAID_AT)).not.toBe(code);
    expect(receiptCheckCode(SECRET, 'SJ2026112600001', 10_000, new Date(PAID_AT.getTime() + 60_000))).not.toBe(code);
    expect(receiptCheckCode(`${SECRET}x`, 'SJ2026112600001', 10_000, PAID_AT)).not.toBe(code);
    // A time read back from a store that keeps milliseconds or only seconds gives the same code.
    expect(receiptCheckCode(SECRET, 'SJ2026112600001', 10_000, new Date(PAID_AT.getTime() + 999))).toBe(code);
  });

  it('accepts the code as typed (lower case, spaces, a dash) and refuses a wrong one or one for another amount', () => {
    const code = receiptCheckCode(SECRET, 'SJ2026112600001', 10_000, PAID_AT);
    const matches = (typed: string, amountFen = 10_000) => receiptCheckCodeMatches(SECRET, 'SJ2026112600001', amountFen, PAID_AT, typed);
    expect(matches(code)).toBe(true);
    expect(matches(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `)).toBe(true);
    expect(matches(code, 10_001)).toBe(false);
    const wrongLast = CHECK_CODE_ALPHABET[(CHECK_CODE_ALPHABET.indexOf(code.at(-1) as string) + 1) % 32];
    expect(matches(code.slice(0, 7) + wrongLast)).toBe(false);
    expect(matches(code.slice(0, 7))).toBe(false);
    expect(matches('')).toBe(false);
    expect(matches(`${code}2`)).toBe(false);
  });

  it('takes RECEIPT_SECRET when set, else generates one into DATA_DIR/receipt-secret once and keeps it', () => {
    expect(receiptSecret({ dataDir: '/nonexistent', receiptSecret: SECRET })).toBe(SECRET);
    const dir = mkdtempSync(join(tmpdir(), 'receipt-secret-'));
    try {
      const first = receiptSecret({ dataDir: dir, receiptSecret: undefined });
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, 'receipt-secret'), 'utf8').trim()).toBe(first);
      expect(receiptSecret({ dataDir: dir, receiptSecret: undefined })).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('receipt PDF (收款收据)', () => {
  it('is half an A4 sheet and reads back: title, school, number, child, class, bill, items, total in capitals, pay type, check code', async () => {
    const r = receipt();
    const bytes = await receiptPdf(r);
    expect(await pageSizes(bytes)).toEqual([[RECEIPT_PAGE_MM.width, RECEIPT_PAGE_MM.height]]);
    const [text = ''] = await pagesText(bytes);
    for (const part of [
      '收款收据',
      '上海市童心阳光幼儿园',
      '收据编号：SJ2026112600001',
      '收款日期：2026-11-26 10:15',
      '张小明',
      '大一班',
      '2026-2027学年第一学期保教费',
      '保教费',
      '¥800.00',
      '伙食费',
      '¥480.50',
      '¥1,280.50',
      '壹仟贰佰捌拾元伍角',
      '现金',
      '王会计',
      '家长现场缴费',
      r.checkCode,
      '核验',
    ])
      expect(text).toContain(part);
    expect(bytes.byteLength).toBeLessThan(150_000);
  });

  it('¥100.00 reads 壹佰元整; a remark left empty reads 无', async () => {
    const r = receipt({ lines: [{ name: '校服费', amountFen: 10_000 }], amountFen: 10_000, payType: 3, remark: '' });
    const [text = ''] = await pagesText(await receiptPdf(r));
    expect(text).toContain('壹佰元整');
    expect(text).toContain('¥100.00');
    expect(text).toContain('银行卡');
    expect(text).toContain('无');
  });

  it('six items and a short remark fit on one page; a long remark moves items to a 续页 page, never under the footer', async () => {
    const lines = ['保教费', '伙食费', '校车费', '园服费', '床上用品费', '保险费'].map((name, i) => ({
      name,
      amountFen: 10_000 * (i + 1),
    }));
    const r = receipt({ lines, amountFen: 210_000 });
    expect((await pagesText(await receiptPdf(r))).length).toBe(1);
    const long = await pagesText(await receiptPdf({ ...r, remark: '本次为分期缴费的第一期，家长承诺于十二月底前缴清余款。'.repeat(7) }));
    expect(long.length).toBe(2);
    expect(long[1]).toContain('贰仟壹佰元整');
    expect(long.join('')).toContain('床上用品费');
  });

  it('a payment covering many items continues on a second page, the total and check code on the last', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({ name: `收费项目${i + 1}`, amountFen: 1000 * (i + 1) }));
    const r = receipt({ lines, amountFen: lines.reduce((s, l) => s + l.amountFen, 0) });
    const pages = await pagesText(await receiptPdf(r));
    expect(pages.length).toBe(2);
    expect(pages[0]).toContain('第 1 页 / 共 2 页');
    expect(pages[1]).toContain('收款收据（续页）');
    expect(pages.join('')).toContain('收费项目12');
    expect(pages[0]).not.toContain(r.checkCode);
    expect(pages[1]).toContain(r.checkCode);
    expect(pages[1]).toContain('柒佰捌拾元整');
  });
});

const printTable = (n: number, items = ['保教费', '伙食费', '校车费', '园服费']): PrintTableData => ({
  schoolName: '上海市童心阳光幼儿园',
  title: '大一班 2026-2027学年第一学期 收费明细',
  itemNames: items,
  rows: Array.from({ length: n }, (_, i) => {
    const fenByItem = items.map((_, j) => 100_000 + i * 137 + j * 11_111);
    const totalFen = fenByItem.reduce((s, f) => s + f, 0);
    const paidFen = i % 3 === 0 ? totalFen : i % 3 === 1 ? 0 : 50_000;
    return {
      studentName: `幼儿${String(i + 1).padStart(3, '0')}`,
      className: '大一班',
      fenByItem,
      totalFen,
      paidFen,
      payStatus: paidFen === totalFen ? '已缴费' : '未缴费',
    };
  }),
  printedAt: PAID_AT,
  printedBy: '王会计',
});

describe('print table PDF (打印, 295 × 210 mm)', () => {
  it('a 100-row table: every page 295 × 210 mm with the header and 第 N 页 / 共 M 页, every child once, totals equal the sums', async () => {
    const t = printTable(100);
    const bytes = await printTablePdf(t);
    const sizes = await pageSizes(bytes);
    const expectedPages = Math.ceil(101 / PRINT_ROWS_PER_PAGE);
    expect(sizes.length).toBe(expectedPages);
    expect(expectedPages).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toEqual([295, 210]);
    const pages = await pagesText(bytes);
    pages.forEach((text, p) => {
      for (const head of ['序号', '幼儿', '班级', '保教费', '伙食费', '校车费', '园服费', '合计', '已收', '缴费状态', t.title])
        expect(text).toContain(head);
      expect(text).toContain(`第 ${p + 1} 页 / 共 ${expectedPages} 页`);
      expect(text).toContain('打印人：王会计');
    });
    const all = pages.join('\n');
    for (const r of t.rows) expect(all.split(r.studentName).length - 1).toBe(1);
    const last = pages.at(-1) ?? '';
    const sum = (f: (r: PrintTableData['rows'][number]) => number) => t.rows.reduce((s, r) => s + f(r), 0);
    expect(last).toContain('100人');
    t.itemNames.forEach((_, j) => {
      expect(last).toContain(formatFen(sum((r) => r.fenByItem[j] ?? 0)));
    });
    expect(last).toContain(formatFen(sum((r) => r.totalFen)));
    expect(last).toContain(formatFen(sum((r) => r.paidFen)));
    // The totals row is only on the last page.
    expect(pages.slice(0, -1).some((p) => p.includes('100人'))).toBe(false);
    expect(all).toContain('¥1,000.00');
  });

  it('an empty table prints one page with 暂无数据 and zero totals', async () => {
    const bytes = await printTablePdf(printTable(0));
    const pages = await pagesText(bytes);
    expect(pages.length).toBe(1);
    expect(pages[0]).toContain('暂无数据');
    expect(pages[0]).toContain('0人');
    expect(pages[0]).toContain('¥0.00');
    expect(pages[0]).toContain('第 1 页 / 共 1 页');
  });
});

describe('attendedDays: present days from the attendance records', () => {
  let database: TestDatabase;
  let kids: string[];
  let classId: string;
  let otherSchool: number;
  // Days after the demo seed's attendance (it fills school days up to the seed day).
  const days = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'];
  let wall = Date.UTC(2027, 2, 1);

  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = await database.db
      .select({ id: students.id, classId: students.classId })
      .from(students)
      .where(and(eq(students.schoolId, 101), eq(students.status, STUDENT_STATUS.enrolled)))
      .limit(4);
    kids = rows.map((r) => r.id);
    classId = rows[0]?.classId as string;
    const [other] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.id, 102));
    otherSchool = other?.id ?? 101;
  });
  afterAll(() => database.close());

  const tap = (studentId: string, day: string, status: number, schoolId = 101) => {
    wall += 1000;
    return {
      id: uuidv7(),
      schoolId,
      classId,
      studentId,
      day,
      status,
      leaveType: status === ATTENDANCE_STATUS.leave ? 1 : 0,
      hlc: nextHlc(undefined, wall, 'test-device'),
      createdAt: new Date(wall),
    };
  };

  it('counts a day when its last event is 入园; 请假, 缺勤, 劝返 and days outside the range do not; one child or many', async () => {
    const [a, b, c, d] = kids as [string, string, string, string];
    const { entered, leave, absent, persuaded } = ATTENDANCE_STATUS;
    await database.db.insert(attendanceEvents).values([
      // a: present 3 days; on the 4th marked present then corrected to leave (the later event wins).
      tap(a, days[0] as string, entered),
      tap(a, days[1] as string, entered),
      tap(a, days[2] as string, entered),
      tap(a, days[3] as string, entered),
      tap(a, days[3] as string, leave),
      // b: absent, then corrected to present (counts); persuaded back; leave.
      tap(b, days[0] as string, absent),
      tap(b, days[0] as string, entered),
      tap(b, days[1] as string, persuaded),
      tap(b, days[2] as string, leave),
      // c: present on a day before the range only.
      tap(c, '2027-02-26', entered),
      // The same child's tap filed under another school is not this school's record.
      ...(otherSchool !== 101 ? [tap(a, days[4] as string, entered, otherSchool)] : []),
    ]);
    const got = await attendedDays(database.db, 101, [a, b, c, d], days[0] as string, days[4] as string);
    expect(Object.fromEntries(got)).toEqual({ [a]: 3, [b]: 1, [c]: 0, [d]: 0 });
    // The range is inclusive at both ends.
    expect((await attendedDays(database.db, 101, [a], days[1] as string, days[2] as string)).get(a)).toBe(2);
    expect((await attendedDays(database.db, 101, [c], '2027-02-26', '2027-02-26')).get(c)).toBe(1);
    expect((await attendedDays(database.db, 101, [], days[0] as string, days[4] as string)).size).toBe(0);
  });
});
