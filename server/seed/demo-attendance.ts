import { sql } from 'drizzle-orm';
import type { SCOPES } from '@contract';
import type { DemoSeedContext } from './demo-seed-context';

const SCHOOL_ID = 101;
const NODE = 'c-demo-seed';

/** Calendar days of attendance the server seeds before its seed day: a school year (YUANWU_DEMO_ATTENDANCE_DAYS). */
export const DEMO_ATTENDANCE_DAYS = 365;
/** What seedDemo seeds when not told (the server and sync tests, the benches): four weeks. */
export const SHORT_DEMO_ATTENDANCE_DAYS = 28;

/**
 * Morning attendance for the demo kindergarten (101): every enrolled child on every school day of the `days`
 * calendar days before the seed day (weekdays outside the summer and winter holidays; the seed day itself is left
 * for the morning sheet). A year is about 200 school days, some 60,000 events; a device's first sync brings those
 * of its sync window (the current and previous term), the older ones are read online. Tests and the end-to-end
 * server seed four weeks (YUANWU_DEMO_ATTENDANCE_DAYS=28) so their many first syncs stay quick. Mostly 入园 with a normal
 * temperature, some sick and personal leave, absences and children persuaded back with a fever, chosen by a hash
 * of child and day so every seed is the same.
 *
 * Written by two INSERT … SELECT statements (the events, then their change-log entries in
 * the pull's JSON), so the first start stays quick on PGlite.
 */
export async function seedDemoAttendance({ tx, seedAt, userIds }: DemoSeedContext, days: number): Promise<void> {
  const today = seedAt.toISOString().slice(0, 10);
  const from = new Date(seedAt.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const recorder = userIds.get('jiaoshi') ?? null;
  await tx.execute(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${from}::date, ${today}::date - 1, interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6
        AND to_char(d, 'MM-DD') NOT BETWEEN '07-11' AND '08-31'
        AND to_char(d, 'MM-DD') NOT BETWEEN '01-24' AND '02-15'
    ),
    taps AS (
      SELECT s.id AS student_id, s.class_id, days.day, md5(s.id::text || days.day::text) AS h
      FROM students s CROSS JOIN days
      WHERE s.school_id = ${SCHOOL_ID} AND s.status = 1
    ),
    scored AS (
      SELECT *, ('x' || substr(h, 1, 7))::bit(28)::int % 1000 AS r,
        -- 08:00–08:59 Beijing time of the day, in ms
        (extract(epoch FROM day::timestamp) * 1000)::bigint + ('x' || substr(h, 20, 7))::bit(28)::int % 3600000 AS ms
      FROM taps
    )
    INSERT INTO attendance_events
      (id, school_id, class_id, student_id, day, status, leave_type, reason, temperature, hlc, recorded_by, recorder_name, create_time, created_at)
    SELECT
      (lpad(to_hex(ms), 12, '0') || '7' || substr(h, 9, 3) || '8' || substr(h, 12, 15))::uuid,
      ${SCHOOL_ID}, class_id, student_id, day,
      CASE WHEN r < 40 THEN 2 WHEN r < 52 THEN 3 WHEN r < 57 THEN 1 ELSE 0 END,
      CASE WHEN r < 25 THEN 1 WHEN r < 40 THEN 2 ELSE 0 END,
      CASE WHEN r < 12 THEN '发烧' WHEN r < 25 THEN '感冒咳嗽' WHEN r < 40 THEN '家中有事' WHEN r < 52 THEN '' WHEN r < 57 THEN '晨检体温偏高' ELSE '' END,
      CASE WHEN r < 52 THEN NULL WHEN r < 57 THEN 374 + r % 8 ELSE 360 + r % 12 END,
      lpad(ms::text, 18, '0') || ':00000:' || ${NODE},
      ${recorder}::int, '李晓雯',
      to_char(to_timestamp(ms / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      to_timestamp(ms / 1000.0)
    FROM scored`);
  // Their change-log entries, as recordChanges writes them (one per row, the pull's JSON, the day for the window).
  await tx.execute(sql`
    INSERT INTO change_log (school_id, table_name, scope, event_day, row_id, op, entry)
    SELECT school_id, 'attendanceEvents', ${'attendance' satisfies keyof typeof SCOPES}, day, id::text, 'put',
      json_build_object('table', 'attendanceEvents', 'op', 'put', 'row', json_build_object(
        'id', id, 'schoolId', school_id, 'classId', class_id, 'studentId', student_id, 'day', day::text,
        'status', status, 'leaveType', leave_type, 'reason', reason, 'temperature', temperature, 'hlc', hlc,
        'recordedBy', recorded_by, 'recorderName', recorder_name, 'createTime', create_time))::text
    FROM attendance_events WHERE school_id = ${SCHOOL_ID}
    ORDER BY hlc`);
}
