import { TERM_TYPES } from '@contract/term';
import { Select } from '@mantine/core';
import { schoolYearOptions } from '@/lib/term-options';

export interface TermValue {
  schoolYear: string;
  termType: 1 | 2;
}

const TERM_OPTIONS = Object.entries(TERM_TYPES).map(([value, label]) => ({ value, label }));

/** 学年 and 学期, side by side in the caller's Group: a bill's or a batch's term. */
export function TermSelects({ value, onChange }: { value: TermValue; onChange: (next: TermValue) => void }) {
  return (
    <>
      <Select
        label="学年"
        withAsterisk
        allowDeselect={false}
        data={schoolYearOptions()}
        value={value.schoolYear}
        onChange={(v) => v && onChange({ ...value, schoolYear: v })}
      />
      <Select
        label="学期"
        withAsterisk
        allowDeselect={false}
        data={TERM_OPTIONS}
        value={String(value.termType)}
        onChange={(v) => v && onChange({ ...value, termType: v === '2' ? 2 : 1 })}
      />
    </>
  );
}
