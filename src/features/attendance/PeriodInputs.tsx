import { TextInput } from '@mantine/core';
import { localToday } from '@/lib/replica/event-stamp';

/** 考勤日期 of a sheet: a day up to today (a cleared field keeps the day shown). */
export function AttendanceDayInput({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  return (
    <TextInput
      label="考勤日期"
      type="date"
      w={180}
      size="md"
      value={day}
      max={localToday()}
      onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}
    />
  );
}

/** 统计月份 of the month statistics, 'YYYY-MM' (a cleared field keeps the month shown). */
export function StatsMonthInput({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <TextInput
      label="统计月份"
      type="month"
      w={180}
      value={month}
      onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}
    />
  );
}
