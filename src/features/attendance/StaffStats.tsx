import { monthRange } from '@contract/attendance/children-day';
import type { StaffRow } from '@contract/attendance/staff';
import { type StaffStats as Stats, staffMonthSheet, staffPeriodStats } from '@contract/attendance/staff-day';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { downloadSheets } from './export-month';
import { localToday } from '@/lib/replica/event-stamp';
import { useStaffEvents } from './use-staff-attendance';
import { StatsMonthInput } from './PeriodInputs';

type Line = Stats & { id: string };
const count = (n: number, color?: string) => <Text c={n ? color : 'dimmed'}>{n}</Text>;
/** Fifteen columns on a tablet: no cell wraps a word per line, the table scrolls sideways instead. */
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
const COLUMNS: Column<Line>[] = [
  { key: 'name', title: nowrap('姓名'), width: 90, render: (r) => nowrap(r.name) },
  { key: 'department', title: nowrap('部门'), render: (r) => nowrap(r.departmentName || '—') },
  { key: 'position', title: nowrap('岗位'), render: (r) => nowrap(r.positionName || '—') },
  { key: 'recorded', title: nowrap('考勤天数'), render: (r) => r.recorded },
  { key: 'atWork', title: nowrap('出勤天数'), render: (r) => r.atWork },
  { key: 'rate', title: nowrap('出勤率'), render: (r) => `${r.rate.toFixed(1)}%` },
  { key: 'late', title: nowrap('迟到'), render: (r) => count(r.late, 'orange') },
  { key: 'early', title: nowrap('早退'), render: (r) => count(r.early, 'orange') },
  { key: 'out', title: nowrap('公出'), render: (r) => count(r.out) },
  { key: 'sick', title: nowrap('病假'), render: (r) => count(r.sickLeave, 'blue') },
  { key: 'personal', title: nowrap('事假'), render: (r) => count(r.personalLeave, 'blue') },
  { key: 'annual', title: nowrap('年假'), render: (r) => count(r.annualLeave, 'blue') },
  { key: 'compensatory', title: nowrap('调休'), render: (r) => count(r.compensatoryLeave, 'blue') },
  { key: 'absent', title: nowrap('缺勤'), render: (r) => count(r.absent, 'red') },
];

/**
 * 教职工考勤 statistics of a month per person (出勤率, 迟到, leave by kind, 缺勤), computed on the device from the
 * replica's events, so it works offline; 导出 writes the same rows as an .xlsx through the xlsx worker.
 */
export function StaffStats({ roster }: { roster: StaffRow[] | undefined }) {
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const [department, setDepartment] = useState<string | null>(null);
  const { from, to } = monthRange(month);
  const events = useStaffEvents(from, to);
  const stats = useMemo(() => (roster && events ? staffPeriodStats(roster, events, from, to) : undefined), [roster, events, from, to]);
  const rows = useMemo(
    () => stats?.filter((s) => !department || s.departmentName === department).map((s) => ({ ...s, id: String(s.userId) })),
    [stats, department],
  );
  const departments = useMemo(() => [...new Set((roster ?? []).map((s) => s.departmentName).filter(Boolean))], [roster]);
  return (
    <Stack gap="lg">
      <RecordTable
        rows={rows}
        columns={COLUMNS}
        addLabel=""
        filters={
          <Group align="flex-end">
            <StatsMonthInput month={month} onChange={setMonth} />
            <Select label="部门" placeholder="全部部门" clearable w={180} data={departments} value={department} onChange={setDepartment} />
            <Button
              variant="light"
              disabled={!stats}
              onClick={() => stats && void downloadSheets(`教职工考勤统计-${month}`, staffMonthSheet(month, stats))}
            >
              导出
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
