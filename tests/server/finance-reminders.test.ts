import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  chinaToday,
  dueState,
  MAX_FEN,
  nextDues,
  type ReminderSchedule,
  ReminderMsg,
  reminderDues,
  reminderFormSchema,
  uuidv7,
} from '@contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import {
  changeLog,
  expenseReminderNotices,
  expenseReminders,
  financeAuditLog,
  financeLedger,
  notifications,
  users,
} from '../../server/db/schema';
import { startDailyReminders } from '../../server/services/daily-reminders';
import { sendExpenseReminders } from '../../server/services/finance/reminders/send-expense-reminders';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { expectUnlocked, financeStaff } from './helpers/finance-demo';
import { asOperator, createTestApp, DEV_AIDS, type Signed, type TestApp } from './helpers/test-app';
import { openTestDatabase } from './helpers/test-db';

const DAY = 86_400_000;

describe('expense reminders: the dues of a schedule (one pure function)', () => {
  const days = (s: ReminderSchedule, from = '2000-01-01', to = '2099-12-31') =>
    reminderDues(s, from, to).map((d) => [d.day, d.fen, d.label]);

  it('one-off: its day, inside the range only', () => {
    const s = { kind: 1, day: '2026-12-05', fen: 500 } as const;
    expect(days(s)).toEqual([['2026-12-05', 500, '一次性']]);
    expect(reminderDues(s, '2026-12-06', '2026-12-31')).toEqual([]);
    expect(reminderDues(s, '2026-12-05', '2026-12-05')).toHaveLength(1);
  });

  it('monthly: from month to until month; a short month pays on its last day (leap years too)', () => {
    const s = { kind: 2, monthDay: 31, fromMonth: '2027-11', untilMonth: '2028-04', fen: 1_200_000 } as const;
    expect(days(s).map(([d]) => d)).toEqual(['2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(days({ ...s, monthDay: 29, fromMonth: '2027-02', untilMonth: '2027-03' }).map(([d]) => d)).toEqual(['2027-02-28', '2027-03-29']);
    expect(days(s)[0]?.[2]).toBe('2027年11月');
    // Open-ended: as far as the range goes; the range cuts inside a month by the day.
    const open = { ...s, monthDay: 15, untilMonth: null };
    expect(reminderDues(open, '2027-12-16', '2028-02-14').map((d) => d.day)).toEqual(['2028-01-15']);
    expect(reminderDues(open, '2030-01-01', '2030-12-31')).toHaveLength(12);
    // Before its first month: nothing.
    expect(reminderDues(open, '2027-01-01', '2027-10-31')).toEqual([]);
  });

  it('instalments and first-last: each due with its label; next dues for the preview', () => {
    const inst: ReminderSchedule = {
      kind: 3,
      dues: [
        { day: '2026-12-01', fen: 100 },
        { day: '2027-01-01', fen: 200 },
        { day: '2027-02-01', fen: 300 },
      ],
    };
    expect(days(inst)).toEqual([
      ['2026-12-01', 100, '第1期（共3期）'],
      ['2027-01-01', 200, '第2期（共3期）'],
      ['2027-02-01', 300, '第3期（共3期）'],
    ]);
    expect(nextDues(inst, '2026-12-02', 5).map((d) => d.day)).toEqual(['2027-01-01', '2027-02-01']);
    const fl = { kind: 4, first: { day: '2026-12-01', fen: 3_000_000 }, last: { day: '2027-06-30', fen: 700_000 } } as const;
    expect(days(fl)).toEqual([
      ['2026-12-01', 3_000_000, '首款'],
      ['2027-06-30', 700_000, '尾款'],
    ]);
    expect(nextDues({ kind: 2, monthDay: 31, fromMonth: '2026-01', untilMonth: null, fen: 1 }, '2026-11-26', 3).map((d) => d.day)).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
    ]);
  });

  it('the schedule rules: increasing instalments, 尾款 after 首款, until ≥ from, real dates, fen > 0', () => {
    const base = { name: '租金', category: '房租', remindTime: 1, userIds: [1] };
    const issue = (schedule: unknown) => reminderFormSchema.safeParse({ ...base, schedule }).error?.issues[0]?.message;
    expect(
      issue({
        kind: 3,
        dues: [
          { day: '2026-12-01', fen: 1 },
          { day: '2026-12-01', fen: 1 },
        ],
      }),
    ).toBe(ReminderMsg.increasing);
    expect(issue({ kind: 3, dues: [{ day: '2026-12-01', fen: 1 }] })).toBe(ReminderMsg.instalments);
    expect(issue({ kind: 4, first: { day: '2026-12-02', fen: 1 }, last: { day: '2026-12-01', fen: 1 } })).toBe(ReminderMsg.firstLast);
    expect(issue({ kind: 2, monthDay: 1, fromMonth: '2027-02', untilMonth: '2027-01', fen: 1 })).toBe(ReminderMsg.untilMonth);
    expect(issue({ kind: 2, monthDay: 32, fromMonth: '2027-02', untilMonth: null, fen: 1 })).toBe(ReminderMsg.monthDay);
    expect(issue({ kind: 2, monthDay: 1, fromMonth: '2027-13', untilMonth: null, fen: 1 })).toBe(ReminderMsg.month);
    expect(issue({ kind: 1, day: '2026-02-30', fen: 1 })).toBe(ReminderMsg.day);
    expect(issue({ kind: 1, day: '2026-12-01', fen: 0 })).toBe(ReminderMsg.amountRange);
    expect(issue({ kind: 1, day: '2026-12-01', fen: MAX_FEN + 1 })).toBe(ReminderMsg.amountRange);
    expect(issue({ kind: 1, day: '2026-12-01', fen: 1.5 })).toBe(ReminderMsg.amount);
    expect(issue({ kind: 1, day: '2026-12-01', fen: 1 })).toBeUndefined();
  });

  it('a due is 未到期 before its notify day, 待付款 from it, 已逾期 after its day, 已付款 once paid', () => {
    expect(dueState('2026-12-10', 3, '2026-12-06', false)).toBe(0);
    expect(dueState('2026-12-10', 3, '2026-12-07', false)).toBe(1);
    expect(dueState('2026-12-10', 3, '2026-12-10', false)).toBe(1);
    expect(dueState('2026-12-10', 3, '2026-12-11', false)).toBe(2);
    expect(dueState('2026-12-10', 3, '2026-12-11', true)).toBe(3);
  });
});

describe('expense reminders: saving, the scheduler, confirmPayment', () => {
  let t: TestApp;
  let caiwu: Signed;
  let yuanzhang: Signed;
  let teacher: Signed;
  let zhangId = 0;
  const today = () => chinaToday(t.clock.now());
  const unlock = (as: Signed) => expectUnlocked(t, as);
  const reminder = (extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    name: `房租${uuidv7().slice(-5)}`,
    category: '房租',
    payee: '物业公司',
    remindTime: 1,
    userIds: [zhangId],
    enabled: true,
    schedule: { kind: 1, day: addDays(today(), 3), fen: 1_200_000 },
    remark: '',
    ...extra,
  });
  const save = (as: Signed, r: Record<string, unknown>) => t.post('/park/comeIn/remind', r, as);
  const noticesOf = async (name: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.title, '支出提醒'))).filter((n) => n.content.includes(name));
  const run = () => sendExpenseReminders(t.database.db, t.clock);
  /** Days pass: sessions and the finance unlock run out, so sign in and unlock again. */
  const nextDay = async (days = 1) => {
    t.clock.advance(days * DAY);
    caiwu = await loginSigned(t, 'caiwu');
    teacher = await loginSigned(t, 'jiaoshi');
    await unlock(caiwu);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ caiwu, yuanzhang, teacher } = await financeStaff(t, { principalUnlocked: false }));
    zhangId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'caiwu')))[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  it('a locked session, a teacher, bad input and people of another school are refused; nothing is stored', async () => {
    const r = reminder();
    expect((await save(yuanzhang, r)).json()).toMatchObject({ code: 403, msg: '请先验证财务密码' });
    const pushed = await protocolClient(t, yuanzhang).push([{ id: 1, name: 'expenseReminder.save', args: r }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: '请先验证财务密码' });
    expect((await save(teacher, r)).statusCode).toBe(403);
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, ReminderMsg.name],
      [{ category: '保教费' }, ReminderMsg.category],
      [{ remindTime: 5 }, ReminderMsg.remindTime],
      [{ userIds: [] }, ReminderMsg.people],
      [{ userIds: [999_999] }, ReminderMsg.notMember],
      [{ schedule: { kind: 1, day: '2026-13-01', fen: 1 } }, ReminderMsg.day],
      [
        {
          schedule: {
            kind: 3,
            dues: [
              { day: '2027-01-02', fen: 1 },
              { day: '2027-01-01', fen: 1 },
            ],
          },
        },
        ReminderMsg.increasing,
      ],
      [{ schedule: { kind: 9 } }, ReminderMsg.kind],
    ];
    for (const [extra, msg] of bad) {
      const res = await save(caiwu, reminder(extra));
      expect([extra, res.statusCode, res.json().msg]).toEqual([extra, 400, msg]);
    }
    const q = await t.get('/park/comeIn/queryRemind', { schoolId: 101, startDay: '2026-01-01', endDay: '2028-01-01' }, caiwu);
    expect(q.json()).toMatchObject({ code: 400, msg: ReminderMsg.range });
  });

  it('notifies once when the notify day comes: across runs, two at once, a restart; not before', async () => {
    const r = reminder({ remindTime: 2, schedule: { kind: 1, day: addDays(today(), 3), fen: 1_234_567 } });
    const saved = (await save(caiwu, r)).json();
    expect(saved).toMatchObject({ code: 200, data: { creatorName: '张敏', userIds: [zhangId] } });
    expect(await run()).toBe(0);
    expect(await noticesOf(r.name)).toEqual([]);

    // The notify day (due in 2 days, 提前2天), before any request turns the app's own scheduler: two runs at once.
    t.clock.advance(DAY);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(1);
    const restarted = startDailyReminders(t.database.db, t.clock, (e) => {
      throw e;
    });
    await restarted.runIfDue({ force: true });
    restarted.stop();
    expect(await run()).toBe(0);
    const sent = await noticesOf(r.name);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ userId: zhangId, senderName: '系统通知' });
    expect(sent[0]?.content).toContain('¥12,345.67');
    expect(sent[0]?.content).toContain(`2天后（${r.schedule.day}）到期`);
    await nextDay(5);
    expect(await run()).toBe(0);
    expect(await noticesOf(r.name)).toHaveLength(1);
  });

  it('a due missed while the server was down is sent at the next run, late and once; a disabled or paid one never', async () => {
    const missed = reminder({
      remindTime: 0,
      schedule: { kind: 4, first: { day: addDays(today(), 1), fen: 100 }, last: { day: addDays(today(), 40), fen: 200 } },
    });
    const off = reminder({ enabled: false, remindTime: 0, schedule: { kind: 1, day: addDays(today(), 1), fen: 300 } });
    const paid = reminder({ remindTime: 0, schedule: { kind: 1, day: addDays(today(), 1), fen: 400 } });
    for (const x of [missed, off, paid]) expect((await save(caiwu, x)).json().code).toBe(200);
    const pay = { schoolId: 101, reminderId: paid.id, dueDay: paid.schedule.day, fen: 400, payType: 5 };
    expect((await t.post('/park/comeIn/confirmPayment', pay, caiwu)).json().code).toBe(200);
    // The server was down on the due day: the next run (before any request) sends it.
    t.clock.advance(3 * DAY);
    expect(await run()).toBe(1);
    const late = await noticesOf(missed.name);
    expect(late).toHaveLength(1);
    expect(late[0]?.content).toContain('首款');
    expect(late[0]?.content).toContain('已逾期2天');
    await nextDay(0);
    expect(await run()).toBe(0);
    expect(await noticesOf(off.name)).toEqual([]);
    expect(await noticesOf(paid.name)).toEqual([]);
    const keys = await t.database.db.select().from(expenseReminderNotices).where(eq(expenseReminderNotices.reminderId, missed.id));
    expect(keys.map((k) => k.dueDay)).toEqual([addDays(today(), -2)]);
  });

  it('confirmPayment writes one expense ledger line and an audit line; twice, a day with no due and another school are refused', async () => {
    const r = reminder({ schedule: { kind: 2, monthDay: 31, fromMonth: today().slice(0, 7), untilMonth: null, fen: 1_200_000 } });
    expect((await save(caiwu, r)).json().code).toBe(200);
    const [due] = reminderDues(r.schedule as ReminderSchedule, today(), addDays(today(), 40));
    if (!due) throw new Error('no due');
    const pay = { schoolId: 101, reminderId: r.id, dueDay: due.day, fen: 1_180_000, payType: 3, remark: '少付押金' };
    const res = (await t.post('/park/comeIn/confirmPayment', pay, caiwu)).json();
    expect(res).toMatchObject({ code: 200, data: { fen: 1_180_000, plannedFen: 1_200_000 } });
    const lines = await t.database.db.select().from(financeLedger).where(eq(financeLedger.sourceId, res.data.id));
    expect(lines).toMatchObject([{ kind: 'expense', amountFen: -1_180_000, itemName: '房租', payType: 3, line: 0 }]);
    const audit = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, res.data.id));
    expect(audit).toMatchObject([{ entity: 'reminderPayment', action: '确认付款', before: null, after: { fen: 1_180_000 } }]);

    const again = await t.post('/park/comeIn/confirmPayment', pay, caiwu);
    expect([again.statusCode, again.json().msg]).toEqual([400, ReminderMsg.paid]);
    expect((await t.post('/park/comeIn/confirmPayment', { ...pay, dueDay: addDays(due.day, 1) }, caiwu)).json().msg).toBe(
      ReminderMsg.noDue,
    );
    expect((await t.post('/park/comeIn/confirmPayment', { ...pay, fen: 0 }, caiwu)).statusCode).toBe(400);
    expect((await t.post('/park/comeIn/confirmPayment', { ...pay, payType: 6 }, caiwu)).json().msg).toBe(ReminderMsg.payType);
    expect((await t.post('/park/comeIn/confirmPayment', pay, teacher)).statusCode).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(financeLedger)
        .where(and(eq(financeLedger.kind, 'expense'), eq(financeLedger.amountFen, -1_180_000))),
    ).toHaveLength(1);

    // queryRemind: the paid due, with what was paid; the next month's still to pay.
    const q = (
      await t.get('/park/comeIn/queryRemind', { schoolId: 101, startDay: today(), endDay: addDays(today(), 70), reminderId: r.id }, caiwu)
    ).json();
    expect(q.data.list[0]).toMatchObject({ day: due.day, state: 3, paidFen: 1_180_000, payType: 3, paidByName: '张敏' });
    expect(q.data.list[1]).toMatchObject({ state: 0, fen: 1_200_000 });
    expect(q.data.sums.paidFen).toBe(1_180_000);
    expect(q.data.sums.unpaidFen).toBe(1_200_000 * (q.data.list.length - 1));
  });

  it('删除: an unpaid reminder goes with its notice keys (its 通知 stay); a paid one, a teacher and another school are refused', async () => {
    const drop = (as: Signed, id: string, schoolId = 101) => t.post('/park/comeIn/remind/del', { schoolId, id }, as);
    const unpaid = reminder({ remindTime: 0, schedule: { kind: 1, day: today(), fen: 500 } });
    const paid = reminder({ schedule: { kind: 1, day: addDays(today(), 5), fen: 600 } });
    for (const x of [unpaid, paid]) expect((await save(caiwu, x)).json().code).toBe(200);
    await run();
    expect(await noticesOf(unpaid.name)).toHaveLength(1);
    expect(await t.database.db.select().from(expenseReminderNotices).where(eq(expenseReminderNotices.reminderId, unpaid.id))).toHaveLength(
      1,
    );
    const pay = { schoolId: 101, reminderId: paid.id, dueDay: paid.schedule.day, fen: 600, payType: 5 };
    expect((await t.post('/park/comeIn/confirmPayment', pay, caiwu)).json().code).toBe(200);

    expect((await drop(teacher, unpaid.id)).statusCode).toBe(403);
    const refused = await drop(caiwu, paid.id);
    expect([refused.statusCode, refused.json().msg]).toEqual([400, ReminderMsg.hasPayments]);
    expect(await t.database.db.select().from(expenseReminders).where(eq(expenseReminders.id, paid.id))).toHaveLength(1);

    expect((await drop(caiwu, unpaid.id)).json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await t.database.db.select().from(expenseReminders).where(eq(expenseReminders.id, unpaid.id))).toEqual([]);
    expect(await t.database.db.select().from(expenseReminderNotices).where(eq(expenseReminderNotices.reminderId, unpaid.id))).toEqual([]);
    expect(await noticesOf(unpaid.name)).toHaveLength(1);
    const [tomb] = await t.database.db.select().from(changeLog).where(eq(changeLog.rowId, unpaid.id));
    expect(tomb).toMatchObject({ tableName: 'expenseReminders', op: 'del' });
    const audit = await t.database.db.select().from(financeAuditLog).where(eq(financeAuditLog.entityId, unpaid.id));
    expect(audit.map((a) => a.action)).toContain('删除支出提醒');
    // Gone, and never there: both missing.
    expect((await drop(caiwu, unpaid.id)).json().msg).toBe(ReminderMsg.missing);
  });

  it('another school’s reminder is refused as missing and left unchanged; a teacher is refused everywhere', async () => {
    const day = addDays(today(), 2);
    const theirs = {
      id: uuidv7(),
      schoolId: 102,
      name: '他园房租',
      category: '房租',
      remindTime: 1 as const,
      userIds: [],
      schedule: { kind: 1 as const, day, fen: 900 },
      createdDay: today(),
    };
    await t.database.db.insert(expenseReminders).values(theirs);
    expect((await save(caiwu, reminder({ id: theirs.id }))).json().code).toBe(404);
    const pay = { schoolId: 101, reminderId: theirs.id, dueDay: day, fen: 900, payType: 1 };
    expect((await t.post('/park/comeIn/confirmPayment', pay, caiwu)).json().code).toBe(404);
    expect((await t.post('/park/comeIn/confirmPayment', { ...pay, schoolId: 102 }, caiwu)).statusCode).toBe(403);
    expect((await t.post('/park/comeIn/remind/del', { schoolId: 101, id: theirs.id }, caiwu)).json().code).toBe(404);
    const [row] = await t.database.db.select().from(expenseReminders).where(eq(expenseReminders.id, theirs.id));
    expect(row).toMatchObject({ name: '他园房租', schoolId: 102 });
    const q = (await t.get('/park/comeIn/queryRemind', { schoolId: 101, startDay: today(), endDay: addDays(today(), 30) }, caiwu)).json();
    expect(q.data.list.some((d: { reminderId: string }) => d.reminderId === theirs.id)).toBe(false);
    expect((await t.get('/park/comeIn/queryRemind', { schoolId: 101, startDay: today(), endDay: today() }, teacher)).statusCode).toBe(403);
  });
});

describe('the end-to-end test clock', () => {
  it('is the own clock of a server with the development aids, for the operator only, and moves every consumer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', YUANWU_CAPTCHA: 'off', WEB_DIR: '/nonexistent', ...DEV_AIDS }),
    });
    try {
      const hook = (offsetMs: number, headers: Record<string, string> = asOperator) =>
        app.inject({ method: 'POST', url: '/test-hooks/clock', payload: { offsetMs }, headers });
      expect((await hook(DAY, {})).statusCode).toBe(403);
      expect((await hook(400 * DAY)).statusCode).toBe(400);
      const moved = (await hook(DAY)).json();
      expect(Math.abs(Date.parse(moved.data.now) - (Date.now() + DAY))).toBeLessThan(60_000);
      const run = (await app.inject({ method: 'POST', url: '/test-hooks/reminders/run', payload: {}, headers: asOperator })).json();
      expect(run).toMatchObject({ code: 200, data: { sent: 0 } });
      expect((await hook(0)).json().data.offsetMs).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
    // A server given its own clock (every server test) has no hook.
    const t = await createTestApp(DEV_AIDS);
    try {
      expect(
        (await t.app.inject({ method: 'POST', url: '/test-hooks/clock', payload: { offsetMs: 0 }, headers: asOperator })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  }, 180_000);
});
