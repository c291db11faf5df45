import { ENROLMENT_STATE_NAMES, type EnrolmentRow, enrolmentState } from '@contract/people/enrolment';
import { GENDERS, gradeLabel, KINDERGARTEN_GRADES, PRIMARY_GRADES } from '@contract/enums';
import { uuidv7 } from '@contract/ids';
import { Anchor, Badge, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useClasses } from '@/lib/replica/use-classes';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { AssignDialog } from './AssignDialog';
import { EnrolmentFormDialog } from './EnrolmentFormDialog';
import { EnrolmentStats, STATE_COLORS } from './EnrolmentStats';
import { ReasonDialog } from './ReasonDialog';
import { useEnrolments } from './use-enrolments';
import { chinaDay } from '@contract/china-time';

/**
 * 招生管理: applications, their review and class placement, read and changed in the local replica online or not.
 * Placing a child in a class creates the child on the server once, when the change reaches it.
 */
export function EnrolmentPage() {
  const { schoolId, schoolStyle } = useReplica();
  const all = useEnrolments();
  const classes = useClasses();
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const grades = useMemo(
    () => Object.entries(schoolStyle === 2 ? PRIMARY_GRADES : KINDERGARTEN_GRADES).map(([value, label]) => ({ value, label })),
    [schoolStyle],
  );
  const [state, setState] = useState<string | null>(null);
  const search = useSearchText();
  const name = search.query;
  const rows = useMemo(
    () =>
      all?.filter(
        (r) =>
          (state === null || enrolmentState(r) === Number(state)) &&
          (!name.trim() || r.childName.includes(name.trim()) || r.parentName.includes(name.trim())),
      ),
    [all, state, name],
  );
  const paging = usePaging(rows);
  const [editing, setEditing] = useState<{ row: EnrolmentRow | null } | null>(null);
  const [rejecting, setRejecting] = useState<EnrolmentRow | null>(null);
  const [assigning, setAssigning] = useState<EnrolmentRow | null>(null);
  const mutate = useMutate();
  const may = {
    add: useCanMutate('enrolment.create'),
    edit: useCanMutate('enrolment.update'),
    remove: useCanMutate('enrolment.delete'),
    review: useCanMutate('enrolment.admit'),
    assign: useCanMutate('enrolment.assign'),
  };

  const admit = async (r: EnrolmentRow) => {
    if (!schoolId || !(await confirmAction({ message: `确定录取${r.childName}吗？` }))) return;
    if (await mutate('enrolment.admit', { id: r.id, schoolId })) notify.success('已录取');
  };
  const remove = async (r: EnrolmentRow) => {
    if (!schoolId || !(await confirmAction({ message: '确定删除该报名吗？', danger: true }))) return;
    if (await mutate('enrolment.delete', { id: r.id, schoolId })) notify.success('删除成功');
  };

  const actions = (r: EnrolmentRow) => {
    const s = enrolmentState(r);
    const link = (label: string, onClick: () => void, color?: string) => (
      <Anchor key={label} component="button" type="button" size="sm" c={color} onClick={onClick}>
        {label}
      </Anchor>
    );
    return (
      <Group gap="sm" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
        {may.edit && s === 0 && link('编辑', () => setEditing({ row: r }))}
        {may.review && s !== 1 && s !== 3 && link('录取', () => void admit(r))}
        {may.review && s !== 2 && s !== 3 && link('不录取', () => setRejecting(r), 'orange')}
        {may.assign && s === 1 && link('分班', () => setAssigning(r), 'green')}
        {may.remove && s !== 3 && link('删除', () => void remove(r), 'red')}
      </Group>
    );
  };

  const columns: Column<EnrolmentRow>[] = [
    { key: 'childName', title: '幼儿姓名', width: 110, render: (r) => r.childName },
    { key: 'gender', title: '性别', width: 60, render: (r) => GENDERS[r.gender] },
    { key: 'birthday', title: '出生日期', width: 110, render: (r) => r.birthday },
    { key: 'grade', title: '意向年级', width: 90, render: (r) => gradeLabel(r.grade, schoolStyle ?? 1) },
    {
      key: 'parent',
      title: '家长',
      width: 130,
      render: (r) => (
        <Stack gap={0}>
          <span>{r.parentName}</span>
          <Text size="xs" c="dimmed">
            {r.parentPhone}
          </Text>
        </Stack>
      ),
    },
    { key: 'materials', title: '材料', width: 70, render: (r) => `${r.materials.length}张` },
    {
      key: 'state',
      title: '状态',
      width: 150,
      render: (r) => {
        const s = enrolmentState(r);
        return (
          <Stack gap={2} align="flex-start">
            <Badge variant="light" color={STATE_COLORS[s]} style={{ overflow: 'visible' }}>
              {ENROLMENT_STATE_NAMES[s]}
            </Badge>
            <Text size="xs" c="dimmed">
              {s === 3 && r.classId ? classNames.get(r.classId) : s === 2 ? r.reason : ''}
            </Text>
          </Stack>
        );
      },
    },
    { key: 'createTime', title: '报名时间', width: 110, render: (r) => chinaDay(r.createTime) },
    { key: 'actions', title: '操作', width: 210, render: actions },
  ];

  const filters = (
    <>
      <Select
        label="状态"
        placeholder="全部状态"
        clearable
        w={160}
        data={Object.entries(ENROLMENT_STATE_NAMES).map(([value, label]) => ({ value, label }))}
        value={state}
        onChange={paging.withFirstPage(setState)}
      />
      <SearchInput label="姓名" placeholder="幼儿或家长姓名" search={search} onChange={paging.toFirstPage} />
    </>
  );

  return (
    <PageContainer title="招生管理" description="报名、审核与分班。离线时也可新增和审核，联网后自动同步；分班后幼儿出现在幼儿管理中。">
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">报名列表</Tabs.Tab>
          <Tabs.Tab value="stats">招生统计</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <RecordTable
            paging={paging}
            columns={columns}
            filters={filters}
            addLabel="新增报名"
            onAdd={may.add ? () => setEditing({ row: null }) : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="stats">
          <EnrolmentStats rows={all ?? []} gradeName={(g) => gradeLabel(g, schoolStyle ?? 1)} />
        </Tabs.Panel>
      </Tabs>
      {schoolId && (
        <>
          <EnrolmentFormDialog
            opened={editing !== null}
            onClose={() => setEditing(null)}
            schoolId={schoolId}
            row={editing?.row ?? null}
            grades={grades}
          />
          <ReasonDialog
            opened={rejecting !== null}
            onClose={() => setRejecting(null)}
            onSave={async (reason) => {
              const ok = rejecting ? await mutate('enrolment.reject', { id: rejecting.id, schoolId, reason }) : false;
              if (ok) notify.success('已设为未录取');
              return ok;
            }}
          />
          <AssignDialog
            opened={assigning !== null}
            onClose={() => setAssigning(null)}
            childName={assigning?.childName ?? ''}
            classes={classes ?? []}
            onSave={async (classId) => {
              const ok = assigning ? await mutate('enrolment.assign', { id: assigning.id, schoolId, classId, studentId: uuidv7() }) : false;
              if (ok) notify.success('分班成功');
              return ok;
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
