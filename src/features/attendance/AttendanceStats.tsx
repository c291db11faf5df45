import { attendanceMonthSheet, type ChildStats, type ClassStats, monthRange, periodStats } from '@contract/attendance/children-day';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { periodWinners } from '@sync/attendance-days';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { downloadSheets } from './export-month';
import { localToday } from '@/lib/replica/event-stamp';
import { StatsMonthInput } from './PeriodInputs';

const rate = (r: number) => `${r.toFixed(1)}%`;
const tallyColumns = <T extends ClassStats | ChildStats>(): Column<T>[] => [
  { key: 'recorded', title: '考勤天数', render: (r) => r.recorded },
  { key: 'present', title: '出勤天数', render: (r) => r.present },
  { key: 'rate', title: '出勤率', render: (r) => rate(r.rate) },
  { key: 'sick', title: '病假天数', render: (r) => r.sickLeave },
  { key: 'personal', title: '事假天数', render: (r) => r.personalLeave },
  { key: 'absent', title: '缺勤天数', render: (r) => r.absent },
  { key: 'persuaded', title: '劝返天数', render: (r) => r.persuaded },
  { key: 'fever', title: '体温异常', render: (r) => <Text c={r.fever ? 'red' : undefined}>{r.fever}</Text> },
];

/**
 * 考勤统计: a month per class and per child, computed on the device from the replica's events (the sync window
 * holds the current and previous term; read through the per-day summaries of sync/attendance-days.ts), so it works offline. 导出 hands the same rows to the sheet writer.
 */
export function AttendanceStats({ classList }: { classList: ClassRow[] | undefined }) {
  const { db, schoolId } = useReplica();
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const [classId, setClassId] = useState<string | null>(null);
  const stats = useLiveQuery(async () => {
    if (!db || !schoolId || !classList) return undefined;
    const { from, to } = monthRange(month);
    const [children, winners] = await Promise.all([
      db.table<StudentRow>('students').where('schoolId').equals(schoolId).toArray(),
      periodWinners(db, schoolId, from, to),
    ]);
    return periodStats(
      classList,
      children.filter((c) => c.status === 1),
      winners,
      from,
      to,
    );
  }, [db, schoolId, classList, month]);
  const classNames = useMemo(() => new Map((classList ?? []).map((c) => [c.id, c.name])), [classList]);
  const classRows = useMemo(() => stats?.classes.map((c) => ({ ...c, id: c.classId })), [stats]);
  const childRows = useMemo(
    () => stats?.children.filter((c) => !classId || c.classId === classId).map((c) => ({ ...c, id: c.studentId })),
    [stats, classId],
  );

  const classColumns: Column<ClassStats & { id: string }>[] = [
    { key: 'name', title: '班级', width: 96, render: (r) => r.name },
    { key: 'children', title: '幼儿人数', render: (r) => r.children },
    ...tallyColumns<ClassStats & { id: string }>(),
  ];
  const childColumns: Column<ChildStats & { id: string }>[] = [
    { key: 'name', title: '姓名', width: 96, render: (r) => r.name },
    { key: 'class', title: '班级', render: (r) => classNames.get(r.classId) ?? '—' },
    ...tallyColumns<ChildStats & { id: string }>(),
  ];
  return (
    <Stack gap="lg">
      <Group align="flex-end">
        <StatsMonthInput month={month} onChange={setMonth} />
        <Button
          variant="light"
          disabled={!stats}
          onClick={() => stats && downloadSheets(`幼儿考勤统计-${month}`, attendanceMonthSheet(month, stats, classNames))}
        >
          导出
        </Button>
      </Group>
      <RecordTable rows={classRows} columns={classColumns} addLabel="" />
      <RecordTable
        rows={childRows}
        columns={childColumns}
        addLabel=""
        filters={
          <Select
            label="班级"
            placeholder="全部班级"
            clearable
            w={200}
            data={(classList ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            onChange={setClassId}
          />
        }
      />
    </Stack>
  );
}
