import { Badge, Select, Text } from '@mantine/core';
import { chinaToday } from '@contract/china-time';
import { addDay, DOSE_STATE_LABEL, type DoseState, doseSlots, timingLabel } from '@contract/health/medication';
import type { ClassRow } from '@contract/people/school-records';
import { useMemo, useState } from 'react';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import type { Column } from '@/ui/DataTable';
import { ExportButton } from '@/ui/ExportButton';
import { type DayRange, DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { type DoseLine, doseRecordSheet } from './dose-record';
import { givenText, medicineText } from './dose-text';
import { useMedication, useNow } from './use-medication';

const STATE_OPTIONS = (Object.keys(DOSE_STATE_LABEL) as DoseState[]).map((value) => ({ value, label: DOSE_STATE_LABEL[value] }));

/**
 * 服药记录: every expected dose of the member's classes per child and day (the last week by default), 已服 with who
 * and when, 待服, 漏服 in red; filtered by class, child and days, exported as shown.
 */
export function DoseRecord({ classes }: { classes: ClassRow[] | undefined }) {
  const now = useNow();
  const today = chinaToday(new Date(now));
  const { orders, doses, names } = useMedication();
  const [classId, setClassId] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [days, setDays] = useState<DayRange>({ start: addDay(today, -6), end: today });
  const search = useSearchText();
  const { exporting, exportSheet } = useSheetExport();
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const lines = useMemo(() => {
    const shown = (orders ?? []).filter((o) => (classId ? o.classId === classId : classNames.has(o.classId)));
    const from = days.start ?? '0000-01-01';
    const to = days.end && days.end < today ? days.end : today;
    return doseSlots(shown, doses ?? [], from, to, now)
      .reverse()
      .map(
        (slot): DoseLine => ({
          id: `${slot.order.id}-${slot.day}-${slot.timing}`,
          slot,
          child: names.get(slot.order.studentId) ?? '',
          className: classNames.get(slot.order.classId) ?? '',
        }),
      )
      .filter((l) => (!state || l.slot.state === state) && (!search.query || l.child.includes(search.query)));
  }, [orders, doses, names, classId, classNames, days, today, now, state, search.query]);
  const paging = usePaging(lines);

  const columns: Column<DoseLine>[] = [
    { key: 'child', title: '幼儿', width: 90, render: (l) => l.child },
    { key: 'class', title: '班级', width: 80, render: (l) => l.className },
    { key: 'day', title: '日期', width: 110, render: (l) => l.slot.day },
    { key: 'timing', title: '服药时间', width: 120, render: (l) => timingLabel(l.slot.timing) },
    { key: 'medicine', title: '药品', render: (l) => medicineText(l.slot.order) },
    {
      key: 'state',
      title: '状态',
      width: 80,
      render: (l) => (
        <Badge
          color={l.slot.state === 'missed' ? 'red' : l.slot.state === 'given' ? 'green' : 'blue'}
          variant={l.slot.state === 'missed' ? 'filled' : 'light'}
        >
          {DOSE_STATE_LABEL[l.slot.state]}
        </Badge>
      ),
    },
    {
      key: 'given',
      title: '喂药人',
      width: 130,
      render: (l) => (
        <>
          <Text size="sm">{l.slot.given ? givenText(l.slot.given) : '—'}</Text>
          {l.slot.repeats.length > 0 && (
            <Text size="xs" c="orange.8">
              重复登记 {l.slot.repeats.length} 次
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'guardian',
      title: '委托人',
      width: 110,
      render: (l) => `${l.slot.order.guardianName}${l.slot.order.guardianRelation ? `（${l.slot.order.guardianRelation}）` : ''}`,
    },
  ];

  return (
    <RecordTable
      paging={paging}
      columns={columns}
      addLabel=""
      filters={
        <>
          <Select
            label="班级"
            placeholder="全部"
            clearable
            w={130}
            data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            onChange={paging.withFirstPage(setClassId)}
          />
          <SearchInput search={search} label="幼儿" placeholder="幼儿姓名" aria-label="搜索幼儿" onChange={paging.toFirstPage} />
          <DayRangeInputs value={days} onChange={paging.withFirstPage(setDays)} w={130} />
          <Select
            label="状态"
            placeholder="全部"
            clearable
            w={100}
            data={STATE_OPTIONS}
            value={state}
            onChange={paging.withFirstPage(setState)}
          />
        </>
      }
      toolbar={<ExportButton onClick={() => void exportSheet(() => (lines.length ? doseRecordSheet(lines) : null))} loading={exporting} />}
    />
  );
}
