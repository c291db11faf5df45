import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';

interface Props {
  /** 'YYYY-MM-DD' or null (no bound). */
  start: string | null;
  end: string | null;
  onStart: (day: string | null) => void;
  onEnd: (day: string | null) => void;
  /** A list filter may drop a bound (the default); a required range may not. */
  clearable?: boolean;
  w?: number;
}

/** 开始日期 and 结束日期 of a list's filters: inclusive days, the end not before the start. */
export function DayRangeInputs({ start, end, onStart, onEnd, clearable = true, w = 140 }: Props) {
  return (
    <>
      <DateInput
        label="开始日期"
        placeholder="开始日期"
        valueFormat="YYYY-MM-DD"
        clearable={clearable}
        w={w}
        value={start}
        onChange={onStart}
      />
      <DateInput
        label="结束日期"
        placeholder="结束日期"
        valueFormat="YYYY-MM-DD"
        clearable={clearable}
        w={w}
        minDate={start ?? undefined}
        value={end}
        onChange={onEnd}
      />
    </>
  );
}
