import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday, nextHlc, PermissionMsg, STUDENT_STATUS, uuidv7 } from '@contract';
import { ClassCareMsg } from '@contract/health/class-care';
import {
  addDay,
  doseDueMs,
  doseSlots,
  MEDICATION_REMINDER_TITLE,
  type MedicationDoseRow,
  MedicationMsg,
  type MedicationOrderRow,
} from '@contract/health/medication';
import { classes, notifications, students } from '../../server/db/schema';
import { sendMedicationReminders } from '../../server/services/health/medication/send-medication-reminders';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, type Signed, type TestApp } from './helpers/test-app';

/**
 * 喂药登记 (docs/health.md): entrustments, doses and the reminders, through the REST names and sync push, on a test
 * day of its own (tomorrow) with the app's clock moved through it.
 */
describe('medication: entrust, give, stop, and the reminders before each dose', () => {
  let t: TestApp;
  let teacher: Signed;
  let doctor: Signed;
  let principal: Signed;
  let finance: Signed;
  let own: { id: string; kids: string[]; names: string[] };
  let other: { id: string; kids: string[]; names: string[] };
  /** Tomorrow in China: the demo's entrustments (its seed day and before) hardly meet the test's doses. */
  const day = addDay(chinaToday(new Date()), 1);
  const dayAfter = addDay(day, 1);
  /** The app's clock to a China time of the test day. */
  const at = (hhmm: string) => {
    const target = Date.parse(`${day}T${hhmm}:00+08:00`);
    t.clock.advance(target - t.clock.now().getTime());
  };
  const classOf = async (name: string) => {
    const [cls] = await t.database.db
      .select()
      .from(classes)
      .where(and(eq(classes.schoolId, 101), eq(classes.name, name)));
    if (!cls) throw new Error(name);
    const kids = await t.database.db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(and(eq(students.classId, cls.id), eq(students.status, STUDENT_STATUS.enrolled)))
      // The last children of the class: the demo's entrustments are its first ones' (server/seed/demo-medication.ts).
      .orderBy(desc(students.id));
    return { id: cls.id, kids: kids.map((k) => k.id), names: kids.map((k) => k.name) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    at('07:00');
    teacher = await loginSigned(t, 'jiaoshi');
    doctor = await loginSigned(t, 'baojian');
    principal = await loginSigned(t, 'yuanzhang');
    finance = await loginSigned(t, 'caiwu');
    own = await classOf('大一班');
    other = await classOf('大二班');
  });
  afterAll(() => t.close());

  const entrust = (studentId: string, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    studentId,
    medicine: '阿莫西林颗粒',
    dose: '1包',
    method: 1,
    timings: [4, 2],
    startDay: day,
    days: 2,
    remindBefore: 15,
    guardianName: '王芳',
    guardianRelation: '母亲',
    createTime: `${day}T00:00:00.000Z`,
    ...extra,
  });
  const give = (orderId: string, timing: number, node: string, wall: number, extra: Record<string, unknown> = {}) => ({
    id: uuidv7(),
    schoolId: 101,
    orderId,
    day,
    timing,
    hlc: nextHlc(undefined, wall, node),
    createTime: new Date(wall).toISOString(),
    ...extra,
  });
  const post = (path: string, body: unknown, who: Signed) => t.post(`/park/medication/${path}`, body, who).then((r) => r.json());
  /** A member's 喂药提醒 about one child (the content names the child). */
  const noticesOf = async (who: Signed, child: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.userId), eq(notifications.title, MEDICATION_REMINDER_TITLE)))
    ).filter((n) => n.content.includes(` ${child} `));

  it('refuses bad entrustments with Chinese messages, on the server as on the device', async () => {
    const kid = own.kids[0] as string;
    const cases: [Record<string, unknown>, string][] = [
      [{ medicine: '' }, MedicationMsg.medicine],
      [{ days: 0 }, MedicationMsg.days],
      [{ days: 8 }, MedicationMsg.days],
      [{ timings: [7] }, MedicationMsg.timing],
      [{ timings: [] }, MedicationMsg.timings],
      [{ remindBefore: 7 }, MedicationMsg.remindBefore],
      [{ startDay: addDay(day, -1) }, MedicationMsg.startPast],
      [{ guardianName: '' }, MedicationMsg.guardianName],
    ];
    for (const [bad, msg] of cases)
      expect(await post('entrust', entrust(kid, bad), teacher), JSON.stringify(bad)).toMatchObject({ code: 400, msg });
  });

  it('a teacher entrusts for her own class only; another class, another school and other staff are refused', async () => {
    const mine = entrust(own.kids[0] as string);
    expect(await post('entrust', mine, teacher)).toMatchObject({
      code: 200,
      data: { id: mine.id, classId: own.id, timings: [2, 4], status: 1, creatorName: '李晓雯' },
    });
    expect(await post('entrust', entrust(other.kids[0] as string), teacher)).toMatchObject({ code: 403, msg: ClassCareMsg.notYourClass });
    // The health doctor and the principal record for every class.
    expect(await post('entrust', entrust(other.kids[0] as string), doctor)).toMatchObject({ code: 200 });
    expect(await post('entrust', entrust(other.kids[1] as string), principal)).toMatchObject({ code: 200 });
    expect(await post('entrust', entrust(own.kids[1] as string), finance)).toMatchObject({ code: 403, msg: PermissionMsg.denied });
    // Another school's principal, naming this school or her own with this school's child.
    const xufei = await loginSigned(t, 'xufei');
    const foreign = await t.post('/park/medication/entrust', entrust(own.kids[1] as string), xufei);
    expect(foreign.statusCode).toBe(403);
    const own104 = await post('entrust', entrust(own.kids[1] as string, { schoolId: 104 }), xufei);
    expect(own104.code).not.toBe(200);
    expect(JSON.stringify(own104)).not.toContain(own.kids[1]);
  });

  it('reminds the class teachers once, at the chosen minute before the dose, and not for a dose given', async () => {
    const kid = own.kids[2] as string;
    const name = own.names[2] as string;
    const order = entrust(kid, { timings: [2, 4], remindBefore: 15, createTime: undefined });
    expect(await post('entrust', order, doctor)).toMatchObject({ code: 200 });
    const count = async (who: Signed) => (await noticesOf(who, name)).length;
    const before = await count(teacher);
    // 早餐后 08:40 − 15 minutes = 08:25: nothing at 08:24, one notice at 08:25, none again a minute later.
    at('08:24');
    await sendMedicationReminders(t.database.db, t.clock);
    expect(await count(teacher)).toBe(before);
    at('08:25');
    expect(await sendMedicationReminders(t.database.db, t.clock)).toBeGreaterThanOrEqual(1);
    const got = await noticesOf(teacher, name);
    expect(got.length).toBe(before + 1);
    expect(got.at(-1)?.content).toBe(`大一班 ${name} 早餐后 08:40 口服 阿莫西林颗粒 1包，请按时喂药并登记。`);
    // Whoever entrusted it is told too (the health doctor here); a member of no class of it is not.
    expect(await count(doctor)).toBe(1);
    expect(await count(finance)).toBe(0);
    at('08:26');
    await sendMedicationReminders(t.database.db, t.clock);
    expect(await count(teacher)).toBe(before + 1);
    // The 12:00 dose given early (at 11:40, before its reminder): no reminder at 11:45.
    at('11:40');
    expect(await post('give', give(order.id, 4, 'c-tab', t.clock.now().getTime()), teacher)).toMatchObject({ code: 200 });
    at('11:45');
    await sendMedicationReminders(t.database.db, t.clock);
    expect(await count(teacher)).toBe(before + 1);
  });

  it('the app sends a due reminder at the first request of a new minute (the scheduler on the moved clock)', async () => {
    const kid = own.kids[3] as string;
    at('07:00');
    const order = entrust(kid, { timings: [3], remindBefore: 30 });
    expect(await post('entrust', order, teacher)).toMatchObject({ code: 200 });
    at('10:30');
    await t.get('/park/notice/count', { schoolId: 101 }, teacher);
    expect((await noticesOf(teacher, own.names[3] as string)).length).toBe(1);
  });

  it('records a dose with its giver, refuses a dose outside the order, and keeps two tablets’ records of one dose', async () => {
    const kid = own.kids[4] as string;
    at('08:00');
    const order = entrust(kid, { timings: [2], days: 1 });
    expect(await post('entrust', order, teacher)).toMatchObject({ code: 200 });
    const T = Date.parse(`${day}T08:41:00+08:00`);
    expect(await post('give', give(order.id, 3, 'c-a', T), teacher)).toMatchObject({ code: 400, msg: MedicationMsg.notThatTiming });
    expect(await post('give', give(order.id, 2, 'c-a', T, { day: dayAfter }), teacher)).toMatchObject({
      code: 400,
      msg: MedicationMsg.notThatDay,
    });
    expect(await post('give', give(order.id, 2, 'c-a', T, { timing: 7 }), teacher)).toMatchObject({ code: 400, msg: MedicationMsg.timing });
    // Another class's teacher may not record it.
    const otherOrder = entrust(other.kids[2] as string, { timings: [2], days: 1 });
    expect(await post('entrust', otherOrder, doctor)).toMatchObject({ code: 200 });
    expect(await post('give', give(otherOrder.id, 2, 'c-a', T), teacher)).toMatchObject({ code: 403, msg: ClassCareMsg.notYourClass });

    // Two tablets offline: the principal's tapped first (earlier HLC) but pushed last; both kept, hers counts.
    const first = give(order.id, 2, 'c-principal', T);
    const second = give(order.id, 2, 'c-teacher', T + 120_000);
    const c = protocolClient(t, teacher);
    const p = protocolClient(t, principal);
    expect((await c.push([{ id: 1, name: 'medication.give', args: second }])).body.results[0]).toMatchObject({ status: 'applied' });
    expect((await p.push([{ id: 1, name: 'medication.give', args: first }])).body.results[0]).toMatchObject({ status: 'applied' });
    const { changes, scopes } = await c.pullAll(101);
    expect(scopes).toContain('medication');
    const doses = changes
      .filter((ch) => ch.table === 'medicationDoses' && ch.row.orderId === order.id)
      .map((ch) => ch.row as MedicationDoseRow);
    const pulledOrder = changes.find((ch) => ch.table === 'medicationOrders' && ch.row.id === order.id)?.row as MedicationOrderRow;
    expect(doses.map((d) => d.recorderName).sort()).toEqual(['李晓雯', '王丽华']);
    const [slot] = doseSlots([pulledOrder], doses, day, day, T + 3_600_000);
    expect(slot).toMatchObject({ state: 'given', given: { id: first.id, recorderName: '王丽华' } });
    expect(slot?.repeats.map((d) => d.id)).toEqual([second.id]);
    // A dose of the future is refused; finance staff may not record.
    at('08:00');
    const later = entrust(kid, { timings: [6], days: 2 });
    expect(await post('entrust', later, teacher)).toMatchObject({ code: 200 });
    expect(await post('give', give(later.id, 6, 'c-a', T, { day: dayAfter }), teacher)).toMatchObject({
      code: 400,
      msg: MedicationMsg.future,
    });
    expect(await post('give', give(later.id, 6, 'c-a', T), finance)).toMatchObject({ code: 403 });
  });

  it('flags a dose not recorded by its time + 30 minutes as missed, and a stop ends the reminders', async () => {
    const kid = own.kids[5] as string;
    at('08:00');
    const order = entrust(kid, { timings: [3, 5], days: 1, remindBefore: 5 });
    expect(await post('entrust', order, teacher)).toMatchObject({ code: 200, data: expect.anything() });
    const row = (await post('entrust', order, teacher)) as { code: number };
    expect(row.code).toBe(400);
    const { changes } = await protocolClient(t, teacher).pullAll(101);
    const pulled = changes.find((ch) => ch.table === 'medicationOrders' && ch.row.id === order.id)?.row as MedicationOrderRow;
    const due = doseDueMs(day, 3);
    expect(doseSlots([pulled], [], day, day, due + 30 * 60_000)[0]?.state).toBe('pending');
    expect(doseSlots([pulled], [], day, day, due + 30 * 60_000 + 1)[0]?.state).toBe('missed');
    // 停药 at 12:00: the 15:00 dose is no longer expected nor reminded; stopping twice is refused.
    at('12:00');
    expect(await post('stop', { id: order.id, schoolId: 101 }, teacher)).toMatchObject({ code: 200, data: { status: 2 } });
    expect(await post('stop', { id: order.id, schoolId: 101 }, teacher)).toMatchObject({ code: 400, msg: MedicationMsg.stopped });
    at('14:55');
    await sendMedicationReminders(t.database.db, t.clock);
    expect(await noticesOf(teacher, own.names[5] as string)).toEqual([]);
    const after = (await protocolClient(t, doctor).pullAll(101)).changes.find(
      (ch) => ch.table === 'medicationOrders' && ch.row.id === order.id,
    )?.row as MedicationOrderRow;
    expect(doseSlots([after], [], day, day, doseDueMs(day, 5) + 3_600_000).map((s) => [s.timing, s.state])).toEqual([[3, 'missed']]);
  });
});
