import type { WhoTables } from '@contract/health/growth';
import { countChild, emptyStats, type HealthStats, latestByChild, STAT_COLUMNS } from '@contract/health/health-stats';
import type { CheckupRow } from '@contract/health/health-records';
import type { ClassRow } from '@contract/people/school-records';
import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import type { Column } from '@/ui/DataTable';
import { DayRangeInputs } from '@/ui/fields/DayRangeInputs';
import { ExportButton } from '@/ui/ExportButton';
import { PagedTable } from '@/ui/PagedTable';
import { usePaging } from '@/ui/use-paging';
import type { ChildHealth } from './use-health-records';

interface Line {
  id: string;
  name: string;
  stats: HealthStats;
}

/** The school year's first day (1 September) for a day: the default start of the report's period. */
const schoolYearStart = (today: string) => {
  const y = Number(today.slice(0, 4));
  return today.slice(5) >= '09-01' ? `${y}-09-01` : `${y - 1}-09-01`;
};

/**
 * 统计: the health report's figures per class and for the school, each child counted by their latest check-up in
 * the period (docs/health.md), exported as a sheet.
 */
export function StatsTab({
  tables,
  rows,
  checkups,
  classes,
  today,
}: {
  tables: WhoTables;
  rows: ChildHealth[];
  checkups: CheckupRow[];
  classes: ClassRow[];
  today: string;
}) {
  const [range, setRange] = useState<{ start: string | null; end: string | null }>({ start: schoolYearStart(today), end: today });
  const { exporting, exportSheet } = useSheetExport();
  const lines = useMemo(() => {
    const inRange = checkups.filter((c) => (!range.start || c.date >= range.start) && (!range.end || c.date <= range.end));
    const latest = latestByChild(inRange);
    const byClass = new Map(classes.map((c) => [c.id, { id: c.id, name: c.name, stats: emptyStats() } as Line]));
    const school: Line = { id: 'school', name: '全园合计', stats: emptyStats() };
    for (const r of rows) {
      const child = { id: r.id, gender: r.child.gender as 1 | 2, birthday: r.child.birthday };
      const c = latest.get(r.id);
      const line = byClass.get(r.child.classId);
      if (line) countChild(line.stats, tables, child, c);
      countChild(school.stats, tables, child, c);
    }
    return { classes: [...byClass.values()].filter((l) => l.stats.children > 0), school };
  }, [tables, rows, checkups, classes, range]);
  const paging = usePaging(lines.classes);
  const columns: Column<Line>[] = [
    { key: 'name', title: '班级', width: 110, render: (l) => l.name },
    ...STAT_COLUMNS.map((c) => ({ key: c.header, title: c.header, minWidth: 80, render: (l: Line) => c.value(l.stats) })),
  ];
  const period = `${range.start ?? '—'}至${range.end ?? '—'}`;
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Group gap="sm">
          <DayRangeInputs value={range} onChange={setRange} />
        </Group>
        <ExportButton
          loading={exporting}
          onClick={() =>
            void exportSheet(() => ({
              title: '幼儿体检统计',
              headers: ['班级', ...STAT_COLUMNS.map((c) => c.header)],
              rows: [...lines.classes, lines.school]
                .map((l) => [l.name, ...STAT_COLUMNS.map((c) => c.value(l.stats))])
                .concat([[`统计期间：${period}`]]),
              widths: [14, ...STAT_COLUMNS.map(() => 11)],
            }))
          }
        />
      </Group>
      <PagedTable
        paging={paging}
        columns={columns}
        rowKey={(l) => l.id}
        footer={{
          label: '合计',
          cells: Object.fromEntries([['name', lines.school.name], ...STAT_COLUMNS.map((c) => [c.header, c.value(lines.school.stats)])]),
        }}
      />
      <Text size="xs" c="dimmed" mt="sm">
        每名幼儿按统计期间内最近一次体检计算。生长评价依WHO儿童生长标准（2006）及WHO生长参考值（2007）；贫血依WHO血红蛋白界值（6月龄～5岁&lt;110g/L，5～11岁&lt;115g/L）；视力异常依《0～6岁儿童眼保健及视力检查服务规范》。
      </Text>
    </>
  );
}
