import { uuidv7 } from '@contract/ids';
import {
  STAFF_LEAVE,
  STAFF_NEEDS_REASON,
  STAFF_STATUS,
  STAFF_STATUS_LABEL,
  type StaffAttendanceEventRow,
  StaffAttendanceMsg,
  type StaffRow as StaffMember,
  type StaffStatus,
} from '@contract/attendance/staff';
import { type StaffDayCounts, staffByDepartment, staffDayCounts, staffDayKey, staffDayStates } from '@contract/attendance/staff-day';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import classes from './attendance.module.css';
import { DayHistoryDialog } from './DayHistoryDialog';
import { eventStamp, localToday } from '@/lib/replica/event-stamp';
import { type ReasonAsk, ReasonDialog } from './ReasonDialog';
import { StaffRow } from './StaffRow';
import { STAFF_HISTORY, STAFF_REASON, type StaffMark, staffMarkArgs } from './staff-mark';
import { usePendingMarks } from '@/lib/replica/use-pending-marks';
import { useStaffEvents } from './use-staff-attendance';
import { AttendanceDayInput } from './PeriodInputs';

type PendingMark = StaffMark & { id: string; day: string; hlc: string };

const COUNTS: [keyof StaffDayCounts, string, string?][] = [
  ['expected', '应到'],
  ['atWork', '实到', 'teal'],
  ['late', '迟到', 'orange'],
  ['early', '早退', 'yellow.8'],
  ['out', '公出', 'violet'],
  ['leave', '请假', 'blue'],
  ['absent', '缺勤', 'red'],
  ['unmarked', '未登记', 'dimmed'],
];

/**
 * 教职工考勤's day sheet: the school's staff by department, one tap per person, saved to the replica at once and
 * synced when a connection appears (the children's model: append-only events, settled by HLC). The state shown is
 * contract/attendance/staff-day.ts over the day's events, with marks not yet in the replica on top.
 */
export function StaffSheet({ roster }: { roster: StaffMember[] | undefined }) {
  const { db, schoolId } = useReplica();
  const mutate = useMutate();
  const mayRecord = useCanMutate('staffAttendance.record');
  const [day, setDay] = useState(localToday());
  const events = useStaffEvents(day, day);
  const { pending, add, drop } = usePendingMarks<PendingMark>(events);
  const groups = useMemo(() => staffByDepartment(roster ?? []), [roster]);
  const userIds = useMemo(() => (roster ?? []).map((s) => s.userId), [roster]);
  const states = useMemo(() => {
    const map = staffDayStates<StaffAttendanceEventRow | PendingMark>(events ?? []);
    for (const [key, p] of pending) if (p.day === day) map.set(key, p);
    return map;
  }, [events, pending, day]);
  const counts = useMemo(() => staffDayCounts(userIds, states, day), [userIds, states, day]);

  // Handlers read the latest values through a ref, so rows keep the same callbacks and only a changed row renders.
  const live = useRef({ db, schoolId, day, mutate, states });
  live.current = { db, schoolId, day, mutate, states };
  const record = useCallback(
    async (mark: StaffMark): Promise<boolean> => {
      const { db, schoolId, day, mutate } = live.current;
      if (!db || !schoolId) return false;
      const p: PendingMark = { ...mark, id: uuidv7(), day, hlc: '~' };
      add(mark.userId, p);
      const saved = await mutate('staffAttendance.record', await staffMarkArgs(db, schoolId, day, mark, p.id));
      if (!saved) drop(mark.userId, p);
      return saved;
    },
    [add, drop],
  );

  const [asking, setAsking] = useState<(ReasonAsk & { userId: number; status: StaffStatus }) | null>(null);
  const onStatus = useCallback(
    (member: StaffMember, status: StaffStatus) => {
      if (STAFF_NEEDS_REASON.has(status)) {
        const leave = status === STAFF_STATUS.leave;
        return setAsking({
          userId: member.userId,
          status,
          title: `${member.name} · ${STAFF_STATUS_LABEL[status]}`,
          leave,
          otherLabel: '外出事由',
        });
      }
      void record({ userId: member.userId, status, leaveType: STAFF_LEAVE.none, reason: '' });
    },
    [record],
  );
  const [historyOf, setHistoryOf] = useState<StaffMember | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const onHistory = useCallback((member: StaffMember) => {
    setHistoryOf(member);
    setHistoryOpen(true);
  }, []);

  // 全部出勤: one mutation for the members unmarked when the director confirms (a mark made before is kept), on
  // screen at once. The mutator (sync/mutators/attendance/staff.ts) and the server skip anyone marked by then.
  const allPresent = async () => {
    const unmarkedNow = () => {
      const { states, day } = live.current;
      return (roster ?? []).filter((s) => !states.has(staffDayKey(s.userId, day)));
    };
    const asked = unmarkedNow().length;
    if (asked === 0 || !(await confirmAction({ message: `确定将未登记的 ${asked} 名教职工记为出勤吗？` }))) return;
    const { db, schoolId, day, mutate } = live.current;
    const unmarked = unmarkedNow();
    if (!db || !schoolId) return;
    if (unmarked.length === 0) return void notify.info(StaffAttendanceMsg.noneUnmarked);
    const entries = unmarked.map((s) => ({ id: uuidv7(), userId: s.userId }));
    if (await mutate('staffAttendance.presentAll', { schoolId, day, entries, ...(await eventStamp(db)) }))
      notify.success(StaffAttendanceMsg.allPresent);
  };

  let index = 0;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <AttendanceDayInput day={day} onChange={setDay} />
        {mayRecord && (
          <Button size="md" h={42} color="teal" variant="outline" disabled={!counts.unmarked} onClick={() => void allPresent()}>
            全部出勤
          </Button>
        )}
      </Group>
      <Group gap="sm" data-testid="staff-counts">
        {COUNTS.map(([key, label, color]) => (
          <Paper key={key} withBorder radius="md" px="sm" py={6} className={classes.countNarrow} data-count={key}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl" c={color}>
              {counts[key]}
            </Text>
          </Paper>
        ))}
      </Group>
      {roster?.length === 0 ? (
        <EmptyState />
      ) : (
        groups.map((g) => (
          <Stack key={g.department} gap={6} data-testid="staff-department">
            <Group gap="xs">
              <Title order={5}>{g.department}</Title>
              <Badge variant="light" color="gray">
                {g.staff.length} 人
              </Badge>
            </Group>
            {g.staff.map((member) => (
              <StaffRow
                key={member.id}
                index={index++}
                member={member}
                state={states.get(staffDayKey(member.userId, day))}
                disabled={!mayRecord}
                onStatus={onStatus}
                onHistory={onHistory}
              />
            ))}
          </Stack>
        ))
      )}
      <ReasonDialog
        ask={asking}
        wording={STAFF_REASON}
        onClose={() => setAsking(null)}
        onConfirm={({ leaveType, reason }) => {
          if (!asking) return;
          void record({ userId: asking.userId, status: asking.status, leaveType, reason });
          setAsking(null);
        }}
      />
      <DayHistoryDialog
        opened={historyOpen}
        title={historyOf ? `${historyOf.name} ${day} 考勤记录` : ''}
        events={historyOf ? (events ?? []).filter((e) => e.userId === historyOf.userId) : []}
        wording={STAFF_HISTORY}
        onClose={() => setHistoryOpen(false)}
      />
    </Stack>
  );
}
