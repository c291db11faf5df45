import { type CoverageLine, coverageExportTable, rateText, vaccSummary } from '@contract/health/vaccination-stats';
import { Progress, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { localToday } from '@/lib/replica/event-stamp';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import type { Column } from '@/ui/DataTable';
import { DataTable } from '@/ui/DataTable';
import { ExportButton } from '@/ui/ExportButton';
import { SumCards } from '@/ui/SumCards';
import { Group } from '@mantine/core';
import { useVaccinationStatus } from './use-vaccination-status';

/**
 * 接种率统计: the school's (or a class's) 查验率, 补种率 and the coverage of each programme vaccine today — the
 * children with every dose of it due at their age over the children — exported with the xlsx kit, offline too.
 */
export function CoverageTab() {
  const day = localToday();
  const { statuses, classes } = useVaccinationStatus(day);
  const [classId, setClassId] = useState<string | null>(null);
  const scope = useMemo(() => statuses?.filter((s) => !classId || s.child.classId === classId) ?? [], [statuses, classId]);
  const sum = useMemo(() => vaccSummary(scope), [scope]);
  const { exporting, exportSheet } = useSheetExport();
  const where = classId ? (classes?.find((c) => c.id === classId)?.name ?? '') : '全园';
  const columns: Column<CoverageLine>[] = [
    { key: 'name', title: '疫苗', width: 200, render: (c) => c.name },
    { key: 'n', title: '按年龄全程接种 / 查验人数', width: 200, render: (c) => `${c.complete} / ${c.children}` },
    {
      key: 'rate',
      title: '接种率',
      render: (c) => (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={c.children ? (c.complete / c.children) * 100 : 0}
            w={160}
            color={c.complete === c.children ? 'teal' : 'orange'}
          />
          <Text size="sm">{rateText(c.complete, c.children)}</Text>
        </Group>
      ),
    },
  ];
  return (
    <>
      <SumCards
        cards={[
          ['查验率', `${rateText(sum.checked, sum.children)}（${sum.checked}/${sum.children}）`, 'blue.7'],
          ['补种率', `${rateText(sum.caughtUp, sum.needed)}（${sum.caughtUp}/${sum.needed}）`, 'teal.7'],
          ['缺种幼儿', `${sum.missingChildren} 人${sum.notEntered ? `（另有 ${sum.notEntered} 人未录入接种证）` : ''}`, 'red.7'],
        ]}
      />
      <Group justify="space-between" my="sm">
        <Select
          label="班级"
          placeholder="全园"
          w={150}
          clearable
          data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={classId}
          onChange={setClassId}
        />
        <ExportButton
          onClick={() => void exportSheet(() => (sum.children ? coverageExportTable(sum, day, where) : null))}
          loading={exporting}
        >
          导出接种率
        </ExportButton>
      </Group>
      <DataTable columns={columns} rows={sum.coverage} rowKey={(c) => c.group} page={1} pageSize={sum.coverage.length} />
      <Text size="xs" c="dimmed" mt="xs">
        接种率 = 查验的幼儿中按年龄完成该疫苗应种剂次的人数 ÷ 查验人数；统计日期 {day}
        ，规则见《国家免疫规划疫苗儿童免疫程序及说明（2021年版）》。
      </Text>
    </>
  );
}
