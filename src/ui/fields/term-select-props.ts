import { TERM_TYPES } from '@contract/term';
import type { SelectProps } from '@mantine/core';
import { schoolYearOptions } from '@/lib/term-options';

export interface TermValue {
  schoolYear: string;
  termType: 1 | 2;
}

const TERM_OPTIONS = Object.entries(TERM_TYPES).map(([value, label]) => ({ value, label }));

/**
 * The props of a bill's or a batch's 学年 and 学期 selects: `<Select {...schoolYearSelect(term, setTerm)} />`. Props,
 * not a component, so each select stays a child of the caller's `<Group grow>` (which sizes its direct children).
 */
export const schoolYearSelect = (value: TermValue, onChange: (next: TermValue) => void): SelectProps => ({
  label: '学年',
  withAsterisk: true,
  allowDeselect: false,
  // A year outside the usual four (an older bill opened for editing) is listed too, so the select never shows empty.
  data: [...new Set([...schoolYearOptions(), value.schoolYear].filter(Boolean))].sort(),
  value: value.schoolYear,
  onChange: (v) => v && onChange({ ...value, schoolYear: v }),
});

export const termTypeSelect = (value: TermValue, onChange: (next: TermValue) => void): SelectProps => ({
  label: '学期',
  withAsterisk: true,
  allowDeselect: false,
  data: TERM_OPTIONS,
  value: String(value.termType),
  onChange: (v) => v && onChange({ ...value, termType: v === '2' ? 2 : 1 }),
});
