import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** The first and last day, 'YYYY-MM-DD' (inclusive); null while not yet picked. */
export type DayPair = [string | null, string | null];

/** 日期 of a report or a log: one picker for the first and the last day. */
export function DateRangePicker({ value, onChange }: { value: DayPair; onChange: (range: DayPair) => void }) {
  return (
    <DatePickerInput
      type="range"
      label="日期"
      placeholder="开始日期 — 结束日期"
      valueFormat="YYYY-MM-DD"
      w={250}
      value={value}
      onChange={(v) => onChange(v as DayPair)}
    />
  );
}
