import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** Inclusive days 'YYYY-MM-DD'; null: no bound. */
export interface DayRange {
  start: string | null;
  end: string | null;
}

export const ANY_DAYS: DayRange = { start: null, end: null };

interface Props {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** A list filter may drop a bound (the default); a required range may not. */
  clearable?: boolean;
  w?: number;
}

/** 开始日期 and 结束日期 of a list's filters: inclusive days, the end not before the start. */
export function DayRangeInputs({ value, onChange, clearable = true, w = 140 }: Props) {
  return (
    <>
      <DateInput
        label="开始日期"
        placeholder="开始日期"
        valueFormat="YYYY-MM-DD"
        clearable={clearable}
        w={w}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
      />
      <DateInput
        label="结束日期"
        placeholder="结束日期"
        valueFormat="YYYY-MM-DD"
        clearable={clearable}
        w={w}
        minDate={value.start ?? undefined}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
      />
    </>
  );
}
