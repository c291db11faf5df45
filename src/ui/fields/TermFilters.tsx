import { TERM_TYPES } from '@contract/term';
import { Select } from '@mantine/core';

export interface TermFilter {
  classId?: string | undefined;
  schoolYear?: string | undefined;
  termType?: number | undefined;
}

const TERM_OPTIONS = Object.entries(TERM_TYPES).map(([value, label]) => ({ value, label }));

/**
 * 班级, 学年 and 学期 of a list of a term's records (bills, refunds), each left at 全部 until picked. `onChange` gets
 * the field that changed, to merge into the caller's filter.
 */
export function TermFilters({
  classes,
  years,
  filter,
  onChange,
}: {
  classes: readonly { id: string; name: string }[];
  /** The school years the list's records are for, latest first. */
  years: string[];
  filter: TermFilter;
  onChange: (patch: TermFilter) => void;
}) {
  return (
    <>
      <Select
        aria-label="班级"
        placeholder="全部班级"
        clearable
        searchable
        w={130}
        data={classes.map((c) => ({ value: c.id, label: c.name }))}
        value={filter.classId ?? null}
        onChange={(v) => onChange({ classId: v ?? undefined })}
      />
      <Select
        aria-label="学年"
        placeholder="全部学年"
        clearable
        w={120}
        data={years}
        value={filter.schoolYear ?? null}
        onChange={(v) => onChange({ schoolYear: v ?? undefined })}
      />
      <Select
        aria-label="学期"
        placeholder="全部学期"
        clearable
        w={110}
        data={TERM_OPTIONS}
        value={filter.termType ? String(filter.termType) : null}
        onChange={(v) => onChange({ termType: v ? Number(v) : undefined })}
      />
    </>
  );
}
