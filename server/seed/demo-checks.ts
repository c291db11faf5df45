import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { SCOPES } from '@contract';
import { CHECK_RESULT, CHECK_SESSION, SYMPTOMS } from '@contract/health/checks';
import { CLASS_CARE } from '@contract/health/class-care';
import { uuidv7 } from '@contract/ids';
import { attendanceEvents, classes, students } from '../db/schema';
import { healthChecks, outbreakWarnings } from '../db/schema/health/checks';
import { chinaDay, chinaDayStart } from '../lib/format';
import { recordChanges } from '../replication/change-log';
import { toAttendanceEventRow } from '../replication/attendance/children-rows';
import { toHealthCheckRow, toOutbreakWarningRow } from '../replication/health/checks-rows';
import { sendNotification } from '../services/notifications/send-notification';
import { membersHolding } from '../services/permissions/members-holding';
import { outbreakTitle } from '../services/health/checks/warn-outbreak';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
/** The days of normal morning checks before the seed day (a week: the page shows a day at a time, and the first sync
 * stays lean); abnormal ones and follow-ups go back as far as attendance. */
const RECENT_DAYS = 7;
const HFMD = SYMPTOMS.indexOf('手足口疱疹');

/**
 * 晨午检 of the demo kindergarten (101), drawn from its seeded attendance (demo-attendance.ts, whose `attendanceDays`
 * set the period): a morning check of every child present in the last two weeks; across the whole period, each
 * child sent home (劝返) checked with 发热 and a few with a cough or a runny nose kept under 观察; a follow-up of
 * most days of sick leave (the last days left 未追踪); and this morning two children of one class with 手足口疱疹,
 * with the open outbreak warning and its 通知 to the health doctor. Lean: the first sync carries some 3,000 check rows.
 */
export async function seedDemoChecks(seed: DemoSeedContext): Promise<void> {
  const { tx, seedAt, userIds } = seed;
  const recentFrom = new Date(seedAt.getTime() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const trackedBefore = new Date(seedAt.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  const doctor = userIds.get('baojian') ?? null;
  const teacher = userIds.get('jiaoshi') ?? null;
  await tx.execute(sql`
    WITH src AS (
      SELECT a.*, md5(a.id::text || 'cwj') AS h, substr(a.hlc, 1, 18)::bigint + 120000 AS ms,
        ('x' || substr(md5(a.id::text || 'cwj'), 1, 7))::bit(28)::int % 1000 AS r
      FROM attendance_events a WHERE a.school_id = ${SCHOOL_ID}
    ),
    picked AS (
      SELECT *,
        CASE WHEN status = 1 THEN ${CHECK_RESULT.sentHome}::int WHEN r < 15 THEN ${CHECK_RESULT.watch}::int ELSE ${CHECK_RESULT.normal}::int END AS result,
        CASE WHEN status = 1 THEN 1 WHEN r < 8 THEN 2 WHEN r < 15 THEN 4 ELSE 0 END AS symptoms
      FROM src WHERE status = 1 OR (status = 0 AND (r < 15 OR day >= ${recentFrom}::date))
    )
    INSERT INTO health_checks
      (id, school_id, class_id, student_id, day, session, temperature, symptoms, result, note, photo, hlc, recorded_by, recorder_name, create_time, created_at)
    SELECT
      (lpad(to_hex(ms), 12, '0') || '7' || substr(h, 9, 3) || '8' || substr(h, 12, 15))::uuid,
      ${SCHOOL_ID}, class_id, student_id, day, ${CHECK_SESSION.morning}::int, NULL, symptoms, result,
      CASE WHEN status = 1 THEN '体温偏高，已通知家长接回' WHEN symptoms = 2 THEN '偶有咳嗽，多喝水' WHEN symptoms = 4 THEN '流清涕' ELSE '' END,
      '', lpad(ms::text, 18, '0') || ':00000:c-demo-seed', ${teacher}::int, '李晓雯',
      to_char(to_timestamp(ms / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_timestamp(ms / 1000.0)
    FROM picked`);
  await tx.execute(sql`
    INSERT INTO illness_follow_ups
      (id, school_id, class_id, student_id, day, symptoms, seen_doctor, diagnosis, expected_return, note, updated_by, updater_name, updated_at)
    SELECT DISTINCT ON (student_id, day)
      (lpad(to_hex((extract(epoch FROM day::timestamp) * 1000)::bigint + 36000000), 12, '0') || '7' || substr(md5(id::text || 'ill'), 9, 3) || '8' || substr(md5(id::text || 'ill'), 12, 15))::uuid,
      ${SCHOOL_ID}, class_id, student_id, day,
      CASE WHEN reason = '发烧' THEN 1 ELSE 6 END,
      reason = '发烧',
      CASE WHEN reason = '发烧' THEN '上呼吸道感染' ELSE '普通感冒' END,
      to_char(day + 2, 'YYYY-MM-DD'), '已电话联系家长', ${doctor}::int, '孙静',
      day::timestamp + interval '2 hours'
    FROM attendance_events
    WHERE school_id = ${SCHOOL_ID} AND leave_type = 1 AND day < ${trackedBefore}::date
    ORDER BY student_id, day, hlc DESC`);
  // Their change-log entries, as recordChanges writes them (the pull's JSON, the day for the window).
  await tx.execute(sql`
    INSERT INTO change_log (school_id, table_name, scope, event_day, row_id, op, entry)
    SELECT school_id, 'healthChecks', ${'healthChecks' satisfies keyof typeof SCOPES}, day, id::text, 'put',
      json_build_object('table', 'healthChecks', 'op', 'put', 'row', json_build_object(
        'id', id, 'schoolId', school_id, 'classId', class_id, 'studentId', student_id, 'day', day::text, 'session', session,
        'temperature', temperature, 'symptoms', symptoms, 'result', result, 'note', note, 'photo', photo, 'hlc', hlc,
        'recordedBy', recorded_by, 'recorderName', recorder_name, 'createTime', create_time))::text
    FROM health_checks WHERE school_id = ${SCHOOL_ID}
    ORDER BY hlc`);
  await tx.execute(sql`
    INSERT INTO change_log (school_id, table_name, scope, event_day, row_id, op, entry)
    SELECT school_id, 'illnessFollowUps', ${'healthChecks' satisfies keyof typeof SCOPES}, day, id::text, 'put',
      json_build_object('table', 'illnessFollowUps', 'op', 'put', 'row', json_build_object(
        'id', id, 'schoolId', school_id, 'classId', class_id, 'studentId', student_id, 'day', day::text,
        'symptoms', symptoms, 'seenDoctor', seen_doctor, 'diagnosis', diagnosis, 'expectedReturn', expected_return,
        'note', note, 'updatedBy', updated_by, 'updaterName', updater_name,
        'updateTime', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text
    FROM illness_follow_ups WHERE school_id = ${SCHOOL_ID}
    ORDER BY day, id`);
  await seedOpenWarning(seed);
}

/** This morning in the last class (the attendance tests work on the first two): two children with 手足口疱疹 and the warning. */
async function seedOpenWarning({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const [cls] = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.schoolId, SCHOOL_ID), ne(classes.name, '大一班')))
    .orderBy(desc(classes.sort), desc(classes.name))
    .limit(1);
  if (!cls) return;
  const kids = await tx
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.classId, cls.id), eq(students.status, 1)))
    .orderBy(asc(students.name))
    .limit(2);
  if (kids.length < 2) return;
  const day = chinaDay(seedAt);
  const doctor = userIds.get('baojian') ?? null;
  // This morning at 08:00 China time, or just before the seed when it runs earlier (never the day before).
  const start = chinaDayStart(day).getTime();
  const base = Math.max(start, Math.min(start + 8 * 3_600_000, seedAt.getTime() - 10 * 60_000));
  const at = (min: number) => base + min * 60_000;
  const stamp = (ms: number) => ({
    hlc: `${String(ms).padStart(18, '0')}:00000:c-demo-seed`,
    recordedBy: doctor,
    recorderName: '孙静',
    createTime: new Date(ms).toISOString(),
    createdAt: new Date(ms),
  });
  const checks = await tx
    .insert(healthChecks)
    .values(
      kids.map((k, i) => ({
        id: uuidv7(at(i)),
        schoolId: SCHOOL_ID,
        classId: cls.id,
        studentId: k.id,
        day,
        session: CHECK_SESSION.morning,
        temperature: null,
        symptoms: 1 << HFMD,
        result: CHECK_RESULT.sentHome,
        note: '手心、口腔见疱疹',
        photo: '',
        ...stamp(at(i)),
      })),
    )
    .returning();
  // 劝返 on the attendance sheet too, as a morning check does (contract/health/checks-day.ts checkAttendance).
  const marks = await tx
    .insert(attendanceEvents)
    .values(
      kids.map((k, i) => ({
        id: uuidv7(at(i) + 1),
        schoolId: SCHOOL_ID,
        classId: cls.id,
        studentId: k.id,
        day,
        status: 1,
        leaveType: 0,
        reason: '晨检劝返：手足口疱疹',
        temperature: 372 + i,
        ...stamp(at(i)),
      })),
    )
    .returning();
  const title = outbreakTitle(cls.name, kids.length, '手足口疱疹');
  const content = `${day}，${cls.name}有${kids.length}名幼儿晨检出现手足口疱疹：${kids.map((k) => k.name).join('、')}。请保健医生及时排查，做好隔离、消毒和因病缺勤追踪。`;
  const [warning] = await tx
    .insert(outbreakWarnings)
    .values({
      id: uuidv7(at(5)),
      schoolId: SCHOOL_ID,
      classId: cls.id,
      symptom: HFMD,
      day,
      children: kids.length,
      title,
      content,
      createdAt: new Date(at(5)),
    })
    .returning();
  await recordChanges(tx, SCHOOL_ID, [
    ...checks.map((r) => ({ table: 'healthChecks' as const, op: 'put' as const, row: toHealthCheckRow(r) })),
    ...marks.map((r) => ({ table: 'attendanceEvents' as const, op: 'put' as const, row: toAttendanceEventRow(r) })),
    ...(warning ? [{ table: 'outbreakWarnings' as const, op: 'put' as const, row: toOutbreakWarningRow(warning) }] : []),
  ]);
  // The health doctor's 通知 only: the principal's demo inbox is the one the notification tests count.
  const holders = await membersHolding(tx, SCHOOL_ID, CLASS_CARE.checks.any);
  await sendNotification(tx, {
    schoolId: SCHOOL_ID,
    userIds: holders.filter((id) => id === doctor),
    sender: { userId: null, name: '晨午检' },
    title,
    content,
    createdAt: new Date(at(5)),
  });
}
