import { type AttendanceEventRow, TEMPERATURE_MAX_TENTHS, TEMPERATURE_MIN_TENTHS } from '@contract/attendance/children';
import { dayKey, dayStates } from '@contract/attendance/children-day';
import {
  CHECK_SESSION,
  CHECK_SESSION_LABEL,
  type CheckSession,
  CheckMsg,
  type HealthCheckRecordInput,
  type HealthCheckRow,
} from '@contract/health/checks';
import { checkAttendance, checkCounts, checkKey, checkStates, checkSubject, dueForCheck } from '@contract/health/checks-day';
import { uuidv7 } from '@contract/ids';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { Button, Group, Select, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseTemperature } from '@contract/attendance/temperature';
import { useClassChildren, useDayEvents } from '@/lib/replica/use-class-day';
import { notify } from '@/lib/notify';
import { eventStamp, localToday } from '@/lib/replica/event-stamp';
import { useReplica } from '@/lib/replica/replica';
import { useAllergies } from '@/lib/replica/use-allergies';
import { useMutate } from '@/lib/replica/use-mutate';
import { usePendingMarks } from '@/lib/replica/use-pending-marks';
import { useCanMutate } from '@/lib/session/can-mutate';
import { useSession } from '@/lib/session/store';
import { FigureCard } from '@/ui/charts/CountCards';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import { CheckDetailDialog, type DetailAsk } from './CheckDetailDialog';
import { type CheckPatch, CheckRow } from './CheckRow';
import classes from './checks.module.css';
import { useDayChecks } from './use-checks';

type CheckState = Pick<
  HealthCheckRow,
  'id' | 'studentId' | 'day' | 'session' | 'symptoms' | 'result' | 'note' | 'photo' | 'temperature' | 'hlc'
>;
type AttendanceState = Pick<AttendanceEventRow, 'id' | 'studentId' | 'day' | 'status' | 'leaveType' | 'reason' | 'temperature' | 'hlc'>;

const SESSIONS = [CHECK_SESSION.morning, CHECK_SESSION.noon, CHECK_SESSION.evening] as const;

/** A temperature field's value in tenths (null: empty), or undefined after saying why it is not one. */
function temperatureOf(text: string): number | null | undefined {
  const t = parseTemperature(text);
  if (t === undefined || (t !== null && (t < TEMPERATURE_MIN_TENTHS || t > TEMPERATURE_MAX_TENTHS))) {
    notify.error(CheckMsg.temperature);
    return undefined;
  }
  return t;
}

/**
 * The checks of one class, day and session on the class tablet: each tap (a symptom, the result, a temperature)
 * is a new check event saved to the replica at once and synced when a connection appears, shown in the same frame
 * (pending until the replica holds it). The morning temperature is the day's attendance entry (contract/health/
 * checks-day.ts checkAttendance), so the attendance sheet shows the same number.
 */
export function CheckSheet({ classList }: { classList: ClassRow[] | undefined }) {
  const { db, schoolId } = useReplica();
  const { userInfo } = useSession();
  const userId = userInfo?.userInfo.userId;
  const mutate = useMutate();
  const mayRecord = useCanMutate('healthCheck.record');
  const [classId, setClassId] = useState<string | null>(null);
  const [day, setDay] = useState(localToday());
  const [session, setSession] = useState<CheckSession>(CHECK_SESSION.morning);
  useEffect(() => {
    if (classId && classList?.some((c) => c.id === classId)) return;
    if (!classList?.length) return;
    const own = classList.find((c) => c.headTeacherId === userId) ?? classList[0];
    setClassId(own?.id ?? null);
  }, [classId, classList, userId]);

  const children = useClassChildren(classId);
  const allergies = useAllergies();
  const childIds = useMemo(() => children?.map((c) => c.id), [children]);
  const checkEvents = useDayChecks(childIds, day);
  const attendanceEvents = useDayEvents(childIds, day);
  const pendingChecks = usePendingMarks<CheckState>(checkEvents);
  const pendingAttendance = usePendingMarks<AttendanceState>(attendanceEvents);

  const checks = useMemo(() => {
    const map = checkStates<CheckState>(checkEvents ?? []);
    for (const [key, p] of pendingChecks.pending) if (p.day === day) map.set(key, { ...p, hlc: '~' });
    return map;
  }, [checkEvents, pendingChecks.pending, day]);
  const attendance = useMemo(() => {
    const map = dayStates<AttendanceState>(attendanceEvents ?? []);
    for (const [key, p] of pendingAttendance.pending) if (p.day === day) map.set(key, { ...p, hlc: '~' });
    return map;
  }, [attendanceEvents, pendingAttendance.pending, day]);
  const shown = useMemo(
    () =>
      (children ?? []).filter(
        (c) => checks.has(checkKey(c.id, day, session)) || dueForCheck(session, attendance.get(dayKey(c.id, day)), c.trusteeship),
      ),
    [children, checks, attendance, day, session],
  );
  const counts = useMemo(() => checkCounts(children ?? [], attendance, checks, day, session), [children, attendance, checks, day, session]);

  // Handlers read the latest values through refs, so rows keep the same callbacks and only a changed row renders.
  const live = useRef({ db, schoolId, day, session, checks, attendance, mutate, shown });
  live.current = { db, schoolId, day, session, checks, attendance, mutate, shown };

  const record = useCallback(
    async (child: StudentRow, patch: CheckPatch) => {
      const { db, schoolId, day, session, checks, attendance, mutate } = live.current;
      if (!db || !schoolId) return;
      const held = checks.get(checkKey(child.id, day, session));
      let temperature: number | null = session === CHECK_SESSION.morning ? null : (held?.temperature ?? null);
      if (patch.temperatureText !== undefined) {
        const t = temperatureOf(patch.temperatureText);
        if (t === undefined) return;
        temperature = t;
      }
      const { temperatureText: _, ...change } = patch;
      const next = { symptoms: 0, result: 0, note: '', photo: '', ...(held ? { ...held } : {}), ...change };
      const morning = session === CHECK_SESSION.morning;
      const fields = {
        id: uuidv7(),
        schoolId,
        studentId: child.id,
        day,
        session,
        temperature,
        symptoms: next.symptoms,
        result: next.result,
        note: next.note,
        photo: next.photo,
        attendanceId: morning ? uuidv7() : null,
      };
      // On screen in this frame: the pending check (and attendance entry) before anything is awaited.
      const subject = checkSubject(child.id, session);
      const p: CheckState = { ...fields, temperature: morning ? null : temperature, hlc: '~' };
      pendingChecks.add(subject, p);
      const part = checkAttendance(fields, attendance.get(dayKey(child.id, day)));
      const a = part && fields.attendanceId ? { id: fields.attendanceId, studentId: child.id, day, hlc: '~', ...part } : null;
      if (a) pendingAttendance.add(child.id, a);
      // The card shows the tap in this frame; the replica's write (its IndexedDB transactions) starts after it.
      await new Promise((next) => setTimeout(next, 0));
      const args: HealthCheckRecordInput = { ...fields, ...(await eventStamp(db)) };
      if (!(await mutate('healthCheck.record', args))) {
        pendingChecks.drop(subject, p);
        if (a) pendingAttendance.drop(child.id, a);
      }
    },
    [pendingChecks.add, pendingChecks.drop, pendingAttendance.add, pendingAttendance.drop],
  );

  const [detail, setDetail] = useState<(DetailAsk & { child: StudentRow }) | null>(null);
  const onDetail = useCallback((child: StudentRow) => {
    const { checks, day, session } = live.current;
    const held = checks.get(checkKey(child.id, day, session));
    setDetail({ child, title: `${child.name} · ${CHECK_SESSION_LABEL[session]}备注`, note: held?.note ?? '', photo: held?.photo ?? '' });
  }, []);

  // 全部正常: one mutation for the children unchecked when the teacher confirms; the mutator and the server skip any
  // child checked by then (on this tablet or another).
  const allNormal = async () => {
    const unchecked = () => {
      const { checks, day, session, shown } = live.current;
      return shown.filter((c) => !checks.has(checkKey(c.id, day, session)));
    };
    const asked = unchecked().length;
    if (asked === 0) {
      notify.info(CheckMsg.noneUnchecked);
      return;
    }
    if (!(await confirmAction({ message: `确定将未检查的 ${asked} 名幼儿记为正常吗？` }))) return;
    const { db, schoolId, day, session, mutate } = live.current;
    const open = unchecked();
    if (!db || !schoolId || !classId || open.length === 0) return;
    const entries = open.map((c) => ({
      id: uuidv7(),
      studentId: c.id,
      attendanceId: session === CHECK_SESSION.morning ? uuidv7() : null,
    }));
    if (await mutate('healthCheck.allNormal', { schoolId, classId, day, session, entries, ...(await eventStamp(db)) }))
      notify.success(CheckMsg.allNormal);
  };
  const allNormalRef = useRef(allNormal);
  allNormalRef.current = allNormal;

  const classOptions = useMemo(() => (classList ?? []).map((c) => ({ value: c.id, label: c.name })), [classList]);
  const controls = useMemo(
    () => (
      <Group gap="md" align="flex-end">
        <Select
          label="班级"
          placeholder="请选择班级"
          w={180}
          size="md"
          allowDeselect={false}
          data={classOptions}
          value={classId}
          onChange={setClassId}
        />
        <TextInput
          label="检查日期"
          type="date"
          w={170}
          size="md"
          value={day}
          max={localToday()}
          onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
        />
        {mayRecord && (
          <Button size="md" h={42} color="teal" variant="outline" onClick={() => void allNormalRef.current()}>
            全部正常
          </Button>
        )}
      </Group>
    ),
    [classOptions, classId, day, mayRecord],
  );

  // The closed dialog (Mantine's modal and inputs) is kept as it was across taps.
  const dialog = useMemo(
    () => (
      <CheckDetailDialog
        ask={detail}
        onClose={() => setDetail(null)}
        onConfirm={(v) => {
          if (detail) void record(detail.child, v);
          setDetail(null);
        }}
      />
    ),
    [detail, record],
  );
  // A tap re-renders the sheet: the tabs and the counts are kept as they were unless their own values changed.
  const tabs = useMemo(
    () => (
      <Tabs value={String(session)} onChange={(v) => v && setSession(Number(v) as CheckSession)}>
        <Tabs.List>
          {SESSIONS.map((s) => (
            <Tabs.Tab key={s} value={String(s)} fz="md" px="lg">
              {CHECK_SESSION_LABEL[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    ),
    [session],
  );
  const { due, checked, abnormal, unchecked } = counts;
  const figures = useMemo(
    () => (
      <SimpleGrid cols={4} data-testid="check-counts">
        <FigureCard label="应检" value={due} />
        <FigureCard label="已检" value={checked} />
        <FigureCard label="异常" value={abnormal} />
        <FigureCard label="未检" value={unchecked} />
      </SimpleGrid>
    ),
    [due, checked, abnormal, unchecked],
  );
  return (
    <Stack gap="md">
      {controls}
      {tabs}
      {figures}
      {/* Nothing until the day's checks and attendance are read: a card shown, then hidden as on leave, would jump. */}
      {!checkEvents || !attendanceEvents ? null : classList?.length === 0 || shown.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={classes.list}>
          {shown.map((child, i) => {
            const check = checks.get(checkKey(child.id, day, session));
            const temperature =
              session === CHECK_SESSION.morning
                ? (attendance.get(dayKey(child.id, day))?.temperature ?? null)
                : (check?.temperature ?? null);
            return (
              <CheckRow
                key={child.id}
                index={i}
                child={child}
                check={check}
                temperature={temperature}
                allergy={allergies.get(child.id)}
                disabled={!mayRecord}
                onChange={record}
                onDetail={onDetail}
              />
            );
          })}
        </div>
      )}
      {dialog}
    </Stack>
  );
}
