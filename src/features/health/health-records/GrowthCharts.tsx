import { ageInDays, bmiOf, type Indicator, lmsValue, type Sex, type WhoTables, whoRow } from '@contract/health/growth';
import type { CheckupRow } from '@contract/health/health-records';
import type { StudentRow } from '@contract/people/school-records';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CurveChart } from '@/ui/charts';

const SDS = [
  { z: 3, name: '+3SD', color: 'var(--mantine-color-red-6)' },
  { z: 2, name: '+2SD', color: 'var(--mantine-color-orange-6)' },
  { z: 1, name: '+1SD', color: 'var(--mantine-color-gray-5)', dashed: true },
  { z: 0, name: '中位数', color: 'var(--mantine-color-green-7)' },
  { z: -1, name: '-1SD', color: 'var(--mantine-color-gray-5)', dashed: true },
  { z: -2, name: '-2SD', color: 'var(--mantine-color-orange-6)' },
  { z: -3, name: '-3SD', color: 'var(--mantine-color-red-6)' },
] as const;
const KINDS = {
  hfa: { label: '身高', unit: '身高(cm)', value: (c: CheckupRow) => c.heightCm },
  wfa: { label: '体重', unit: '体重(kg)', value: (c: CheckupRow) => c.weightKg },
  bfa: { label: 'BMI', unit: 'BMI(kg/m²)', value: (c: CheckupRow) => bmiOf(c.heightCm, c.weightKg) },
} as const;
type Kind = keyof typeof KINDS;
const MONTH = 30.4375;

/**
 * 生长曲线: the child's check-ups over the WHO reference curves (−3…+3 SD) of their sex, from half a year before
 * the first check-up to half a year after the last (WHO 2006 by day to five, WHO 2007 by month after).
 */
export function GrowthCharts({ tables, child, checkups }: { tables: WhoTables; child: StudentRow; checkups: readonly CheckupRow[] }) {
  const [kind, setKind] = useState<Kind>('hfa');
  const sex = child.gender as Sex;
  const chart = useMemo(() => {
    const ages = checkups.map((c) => ageInDays(child.birthday, c.date));
    const from = Math.max(0, Math.min(...ages) - 183);
    const to = Math.max(...ages) + 183;
    const step = Math.max(7, Math.round((to - from) / 80));
    const samples: { x: number; row: NonNullable<ReturnType<typeof whoRow>> }[] = [];
    for (let d = from; d <= to; d += step) {
      const row = whoRow(tables, kind as Indicator, sex, d);
      if (row) samples.push({ x: d / MONTH, row });
    }
    return {
      curves: SDS.map((sd) => ({ ...sd, points: samples.map((s) => ({ x: s.x, y: lmsValue(s.row, sd.z) })) })),
      points: checkups.map((c, i) => ({ x: (ages[i] ?? 0) / MONTH, y: KINDS[kind].value(c) })).sort((a, b) => a.x - b.x),
    };
  }, [tables, kind, sex, child.birthday, checkups]);
  if (checkups.length === 0) return <Text c="dimmed">暂无体检记录，录入体检后显示生长曲线。</Text>;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="生长曲线指标"
        data={Object.entries(KINDS).map(([value, k]) => ({ value, label: k.label }))}
        value={kind}
        onChange={(v) => setKind(v as Kind)}
        w={260}
      />
      {chart.curves[0]?.points.length ? (
        <CurveChart curves={chart.curves} points={chart.points} pointsName={child.name} xLabel="月龄" yLabel={KINDS[kind].unit} />
      ) : (
        <Text c="dimmed">该年龄段没有WHO参考标准。</Text>
      )}
      <Text size="xs" c="dimmed">
        参考曲线：WHO儿童生长标准（2006，0～5岁）及WHO生长参考值（2007，5～19岁），{sex === 1 ? '男' : '女'}童。
      </Text>
    </Stack>
  );
}
