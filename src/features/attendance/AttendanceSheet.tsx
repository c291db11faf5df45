import {
  ATTENDANCE_STATUS,
  ATTENDANCE_STATUS_LABEL,
  type AttendanceEventRow,
  type AttendanceStatus,
  AttendanceMsg,
  LEAVE_TYPE,
  TEMPERATURE_MAX_TENTHS,
  TEMPERATURE_MIN_TENTHS,
} from '@contract/attendance/children';
import { type DayCounts, dayCounts, dayKey, dayStates, type DayEvent } from '@contract/attendance/children-day';
import { uuidv7 } from '@contract/ids';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import classes from './attendance.module.css';
import { CHILD_HISTORY, CHILD_REASON } from './child-history';
import { ChildRow } from './ChildRow';
import { DayHistoryDialog } from './DayHistoryDialog';
import { ReasonDialog, type ReasonAsk } from './ReasonDialog';
import { eventStamp, localToday } from '@/lib/replica/event-stamp';
import { parseTemperature } from '@contract/attendance/temperature';
import { type Tap, tapArgs } from './record-tap';
import { useClassChildren, useDayEvents } from '@/lib/replica/use-class-day';
import { usePendingMarks } from '@/lib/replica/use-pending-marks';
import { AttendanceDayInput } from './PeriodInputs';

const NO_EVENTS: AttendanceEventRow[] = [];

/** A tap not yet in the replica's events, keyed by child and day (dayKey). */
type PendingTap = Tap & { id: string; day: string };

const COUNTS: [keyof DayCounts, string, string?][] = [
  ['expected', '应到'],
  ['present', '实到', 'teal'],
  ['leave', '请假', 'blue'],
  ['absent', '缺勤', 'red'],
  ['persuaded', '劝返', 'orange'],
  ['fever', '体温异常', 'red'],
  ['unmarked', '未签到', 'dimmed'],
];

/** A temperature field's value in tenths (null: empty), or undefined after saying why it is not one. */
function temperatureOf(text: string): number | null | undefined {
  const t = parseTemperature(text);
  if (t === undefined || (t !== null && (t < TEMPERATURE_MIN_TENTHS || t > TEMPERATURE_MAX_TENTHS))) {
    notify.error(AttendanceMsg.temperature);
    return undefined;
  }
  return t;
}

/**
 * The morning sheet of one class and day, worked through on a tablet: one tap per child, saved to the replica at
 * once and synced when a connection appears. A tap shows in the same frame (kept as pending until the replica
 * holds its event); the state shown is always the derivation of contract/attendance/children-day.ts over the day's events.
 */
export function AttendanceSheet({ classList }: { classList: ClassRow[] | undefined }) {
  const { db, schoolId } = useReplica();
  const { userInfo } = useSession();
  const userId = userInfo?.userInfo.userId;
  const mutate = useMutate();
  const mayRecord = useCanMutate('attendance.record');
  const [classId, setClassId] = useState<string | null>(null);
  const [day, setDay] = useState(localToday());
  // The teacher's own class first (head teacher, then assistant), else the first class.
  useEffect(() => {
    if (classId || !classList?.length) return;
    const own = classList.find((c) => c.headTeacherId === userId) ?? classList.find((c) => c.assistants.some((a) => a.id === userId));
    setClassId((own ?? classList[0])?.id ?? null);
  }, [classId, classList, userId]);

  const children = useClassChildren(classId);
  const childIds = useMemo(() => children?.map((c) => c.id), [children]);
  const events = useDayEvents(childIds, day);
  const { pending, add, drop } = usePendingMarks<PendingTap>(events);

  const states = useMemo(() => {
    const map: Map<string, AttendanceEventRow | (PendingTap & DayEvent)> = dayStates<AttendanceEventRow | (PendingTap & DayEvent)>(
      events ?? [],
    );
    for (const [key, p] of pending) if (p.day === day) map.set(key, { ...p, hlc: '~' });
    return map;
  }, [events, pending, day]);
  const counts = useMemo(() => dayCounts(childIds ?? [], states, day), [childIds, states, day]);

  // Handlers read the latest values through refs, so rows keep the same callbacks and only a changed row renders.
  const live = useRef({ db, schoolId, day, states, mutate });
  live.current = { db, schoolId, day, states, mutate };

  const record = useCallback(
    async (tap: Tap): Promise<boolean> => {
      const { db, schoolId, day, mutate } = live.current;
      if (!db || !schoolId) return false;
      const p: PendingTap = { ...tap, id: uuidv7(), day };
      add(tap.studentId, p);
      const saved = await mutate('attendance.record', await tapArgs(db, schoolId, day, tap, p.id));
      if (!saved) drop(tap.studentId, p);
      return saved;
    },
    [add, drop],
  );

  const [asking, setAsking] = useState<(ReasonAsk & { studentId: string; status: AttendanceStatus }) | null>(null);

  const onStatus = useCallback(
    (child: StudentRow, status: AttendanceStatus, temperatureText: string) => {
      const temperature = temperatureOf(temperatureText);
      if (temperature === undefined) return;
      if (status === ATTENDANCE_STATUS.persuaded || status === ATTENDANCE_STATUS.leave) {
        setAsking({
          studentId: child.id,
          status,
          title: `${child.name} · ${ATTENDANCE_STATUS_LABEL[status]}`,
          leave: status === ATTENDANCE_STATUS.leave,
          otherLabel: '劝返原因',
          temperatureText,
        });
        return;
      }
      void record({ studentId: child.id, status, leaveType: LEAVE_TYPE.none, reason: '', temperature });
    },
    [record],
  );

  const onTemperature = useCallback(
    (child: StudentRow, text: string) => {
      const temperature = temperatureOf(text);
      if (temperature === undefined) return;
      const now = live.current.states.get(dayKey(child.id, live.current.day));
      // Before a status is tapped the temperature waits in its field and goes with the tap.
      if (!now) return;
      void record({ studentId: child.id, status: now.status, leaveType: now.leaveType, reason: now.reason, temperature });
    },
    [record],
  );

  const [historyOf, setHistoryOf] = useState<StudentRow | null>(null);
  // The dialog keeps its child while it fades out, so its rows do not turn into 暂无数据 as it closes.
  const [historyOpen, setHistoryOpen] = useState(false);
  const onHistory = useCallback((child: StudentRow) => {
    setHistoryOf(child);
    setHistoryOpen(true);
  }, []);

  // 全部入园: one mutation for the children unmarked when the teacher confirms (a tap made before is kept), on
  // screen at once. The mutator (sync/mutators/attendance/children.ts) and the server skip any child marked by then.
  const allEntered = async () => {
    const unmarkedNow = () => {
      const { states, day } = live.current;
      return (children ?? []).filter((c) => !states.has(dayKey(c.id, day)));
    };
    const asked = unmarkedNow().length;
    if (asked === 0 || !(await confirmAction({ message: `确定将未签到的 ${asked} 名幼儿记为入园吗？` }))) return;
    const { db, schoolId, day, mutate } = live.current;
    const unmarked = unmarkedNow();
    if (!db || !schoolId) return;
    if (unmarked.length === 0) {
      notify.info(AttendanceMsg.noneUnmarked);
      return;
    }
    const entries = unmarked.map((c) => ({ id: uuidv7(), studentId: c.id }));
    if (await mutate('attendance.enterAll', { schoolId, day, entries, ...(await eventStamp(db)) }))
      notify.success(AttendanceMsg.allEntered);
  };

  const allEnteredRef = useRef(allEntered);
  allEnteredRef.current = allEntered;
  const allMarked = !counts.unmarked;
  // A tap re-renders the sheet; the controls and the two closed dialogs (Mantine inputs and portals, a third of a
  // tap's work) are kept as they were unless their own inputs changed.
  const classOptions = useMemo(() => (classList ?? []).map((c) => ({ value: c.id, label: c.name })), [classList]);
  const controls = useMemo(
    () => (
      <Group gap="md" align="flex-end">
        <Select
          label="班级"
          placeholder="请选择班级"
          w={200}
          size="md"
          allowDeselect={false}
          data={classOptions}
          value={classId}
          onChange={setClassId}
        />
        <AttendanceDayInput day={day} onChange={setDay} />
        {mayRecord && (
          <Button size="md" h={42} color="teal" variant="outline" disabled={allMarked} onClick={() => void allEnteredRef.current()}>
            全部入园
          </Button>
        )}
      </Group>
    ),
    [classOptions, classId, day, mayRecord, allMarked],
  );
  const historyEvents = useMemo(
    (): AttendanceEventRow[] => (historyOf ? (events ?? []).filter((e) => e.studentId === historyOf.id) : NO_EVENTS),
    [historyOf, events],
  );
  const dialogs = useMemo(
    () => (
      <>
        <ReasonDialog
          ask={asking}
          wording={CHILD_REASON}
          onClose={() => setAsking(null)}
          onConfirm={(r) => {
            const temperature = temperatureOf(r.temperatureText);
            if (!asking || temperature === undefined) return;
            void record({ studentId: asking.studentId, status: asking.status, leaveType: r.leaveType, reason: r.reason, temperature });
            setAsking(null);
          }}
        />
        <DayHistoryDialog
          opened={historyOpen}
          title={historyOf ? `${historyOf.name} ${day} 考勤记录` : ''}
          events={historyEvents}
          wording={CHILD_HISTORY}
          onClose={() => setHistoryOpen(false)}
        />
      </>
    ),
    [asking, record, historyOpen, historyOf, day, historyEvents],
  );
  return (
    <Stack gap="md">
      {controls}
      <Group gap="sm" data-testid="attendance-counts">
        {COUNTS.map(([key, label, color]) => (
          <Paper key={key} withBorder radius="md" px="md" py={6} className={classes.count} data-count={key}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl" c={key === 'fever' && counts.fever > 0 ? 'red' : color}>
              {counts[key]}
            </Text>
          </Paper>
        ))}
      </Group>
      {children?.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap={6}>
          {children?.map((child, i) => (
            <ChildRow
              key={child.id}
              index={i}
              child={child}
              state={states.get(dayKey(child.id, day))}
              disabled={!mayRecord}
              onStatus={onStatus}
              onTemperature={onTemperature}
              onHistory={onHistory}
            />
          ))}
        </Stack>
      )}
      {dialogs}
    </Stack>
  );
}
