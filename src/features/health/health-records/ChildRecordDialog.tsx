import { ageInDays, growthFlags, isAnaemic, type WhoTables } from '@contract/health/growth';
import { CHECKUP_KINDS, type CheckupRow, EYE_APPRAISALS, type HealthProfileRow } from '@contract/health/health-records';
import type { StudentRow } from '@contract/people/school-records';
import { Badge, Group, Modal, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { FlagBadges, zText } from './FlagBadges';
import { GrowthCharts } from './GrowthCharts';
import { ProfileForm } from './ProfileForm';
import { ageText, scoresOf } from './use-health-records';

// The form (with its date picker) loads at the first 新增体检 or 编辑.
const CheckupFormDialog = lazy(() => import('./CheckupFormDialog').then((m) => ({ default: m.CheckupFormDialog })));

interface Props {
  child: StudentRow;
  className: string;
  tables: WhoTables;
  checkups: readonly CheckupRow[];
  profile: HealthProfileRow | undefined;
  schoolId: number;
  mayEdit: boolean;
  onClose: () => void;
}

/** 健康档案 of one child: the check-ups (新增, 编辑, 删除), the growth chart, allergies and past illnesses. */
export function ChildRecordDialog({ child, className, tables, checkups, profile, schoolId, mayEdit, onClose }: Props) {
  const mutate = useMutate();
  const [editing, setEditing] = useState<{ row: CheckupRow | null } | null>(null);
  const [tab, setTab] = useState<string | null>('checkups');
  const mine = useMemo(
    () => checkups.filter((c) => c.studentId === child.id).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id)),
    [checkups, child.id],
  );
  const remove = async (c: CheckupRow) => {
    if (!(await confirmAction({ message: `确定删除${c.date}的体检记录吗？`, danger: true }))) return;
    if (await mutate('checkup.delete', { id: c.id, schoolId })) notify.success('删除成功');
  };
  const columns: Column<CheckupRow>[] = [
    { key: 'date', title: '体检日期', width: 112, render: (c) => c.date },
    { key: 'kind', title: '类型', width: 90, render: (c) => CHECKUP_KINDS[c.kind] ?? '' },
    { key: 'age', title: '年龄', width: 104, render: (c) => ageText(ageInDays(child.birthday, c.date)) },
    { key: 'hw', title: '身高(cm)/体重(kg)', width: 130, render: (c) => `${c.heightCm} / ${c.weightKg}` },
    {
      key: 'z',
      title: 'Z评分（身高/体重/身高别体重或BMI）',
      minWidth: 200,
      render: (c) => {
        const s = scoresOf(tables, child, c);
        return `${zText(s.haz)} / ${zText(s.waz)} / ${zText(s.days < 1826 ? s.whz : s.baz)}`;
      },
    },
    { key: 'eval', title: '评价', minWidth: 120, render: (c) => <FlagBadges flags={growthFlags(scoresOf(tables, child, c))} evaluated /> },
    {
      key: 'hb',
      title: '血红蛋白',
      width: 100,
      render: (c) =>
        c.haemoglobin === null ? (
          '—'
        ) : (
          <Text size="sm" c={isAnaemic(ageInDays(child.birthday, c.date), c.haemoglobin) ? 'red' : undefined}>
            {c.haemoglobin}g/L
          </Text>
        ),
    },
    {
      key: 'eyes',
      title: '视力（左/右）',
      width: 120,
      render: (c) => (c.visionLeft === null && c.visionRight === null ? '—' : `${c.visionLeft ?? '—'} / ${c.visionRight ?? '—'}`),
    },
    { key: 'eye', title: '眼科', width: 90, render: (c) => (c.eyeAppraisal ? EYE_APPRAISALS[c.eyeAppraisal] : '—') },
    { key: 'caries', title: '龋齿', width: 60, render: (c) => c.caries ?? '—' },
    { key: 'conclusion', title: '结论', minWidth: 120, render: (c) => c.conclusion || '—' },
  ];
  const third = `${Number(child.birthday.slice(0, 4)) + 3}${child.birthday.slice(4)}`;
  return (
    <Modal
      opened
      onClose={onClose}
      size="min(1100px, 96vw)"
      title={
        <Group gap="sm">
          <Text fw={600}>{child.name}的健康档案</Text>
          <Badge variant="light">{className}</Badge>
          <Text size="sm" c="dimmed">
            {child.gender === 1 ? '男' : '女'}，{child.birthday} 出生
          </Text>
        </Group>
      }
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="checkups">体检记录</Tabs.Tab>
          <Tabs.Tab value="chart">生长曲线</Tabs.Tab>
          <Tabs.Tab value="profile">过敏与病史</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="checkups">
          <RecordTable
            rows={mine}
            columns={columns}
            addLabel="新增体检"
            onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
            onEdit={mayEdit ? (c) => setEditing({ row: c }) : undefined}
            onDelete={mayEdit ? (c) => void remove(c) : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="chart">
          <GrowthCharts tables={tables} child={child} checkups={mine} />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileForm schoolId={schoolId} studentId={child.id} profile={profile} mayEdit={mayEdit} />
        </Tabs.Panel>
      </Tabs>
      <Suspense fallback={null}>
        {editing && (
          <CheckupFormDialog
            opened
            onClose={() => setEditing(null)}
            schoolId={schoolId}
            studentId={child.id}
            underThree={(date) => date < third}
            row={editing.row}
          />
        )}
      </Suspense>
    </Modal>
  );
}
