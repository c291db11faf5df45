import { GENDERS } from '@contract/enums';
import { wordingForStyle } from '@contract/menu';
import { PARENT_INVITE_PERMISSION } from '@contract/people/parent-invites';
import type { StudentRow } from '@contract/people/school-records';
import { STUDENT_STATUS } from '@contract/people/student-enums';
import { Anchor, Badge, Button, Group, Select } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCan } from '@/lib/session/can';
import { useCanMutate } from '@/lib/session/can-mutate';
import { ChildQrDialog } from './invites/ChildQrDialog';
import { ParentInviteButtons } from './invites/ParentInviteButtons';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { ClassPickDialog, LeaveDialog } from './StudentBatchDialogs';
import { StudentImportExport } from './StudentImportExport';
import { useClasses, useStudents } from './use-school-records';

const ENROLLED = [STUDENT_STATUS.enrolled];
// The record's dialogs carry the upload kit and the date pickers: chunks of their own, fetched right after the list
// has drawn (so the list loads light, and a dialog opened later works even if the connection dropped meanwhile).
const loadForm = () => import('./StudentFormDialog');
const loadRecord = () => import('./StudentRecordDialog');
const StudentFormDialog = lazy(() => loadForm().then((m) => ({ default: m.StudentFormDialog })));
const StudentRecordDialog = lazy(() => loadRecord().then((m) => ({ default: m.StudentRecordDialog })));

/**
 * 幼儿管理 (学生管理 for schools): the children in school, read and changed in the local replica, online or not;
 * batch 调班, 离园 and 毕业 on the ticked rows; each child's 档案 (family, exception records).
 */
export function StudentsPage() {
  const { schoolId, schoolStyle } = useReplica();
  const noun = wordingForStyle('幼儿', schoolStyle);
  const classes = useClasses();
  const classOrder = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.sort])), [classes]);
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const [classId, setClassId] = useState<string | null>(null);
  const search = useSearchText();
  const name = search.query;
  const students = useStudents({ classId, name, statuses: ENROLLED }, classOrder);
  const paging = usePaging(students);
  const [editing, setEditing] = useState<{ student: StudentRow | null } | null>(null);
  const [record, setRecord] = useState<StudentRow | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [batch, setBatch] = useState<'changeClass' | 'leave' | null>(null);
  const [inviting, setInviting] = useState<StudentRow | null>(null);
  const mutate = useMutate();
  useEffect(() => {
    void loadForm().catch(() => undefined);
    void loadRecord().catch(() => undefined);
  }, []);
  const mayAdd = useCanMutate('student.create');
  const mayEdit = useCanMutate('student.update');
  const mayDelete = useCanMutate('student.delete');
  const mayChangeClass = useCanMutate('student.changeClass');
  const mayLeave = useCanMutate('student.leave');
  const mayGraduate = useCanMutate('student.graduate');
  const mayInvite = useCan(PARENT_INVITE_PERMISSION);

  // Only rows still listed count (a child another device moved out of 在园 drops out of the selection).
  const ids = (students ?? []).filter((s) => selected.has(s.id)).map((s) => s.id);
  const clear = () => setSelected(new Set());

  const remove = async (s: StudentRow) => {
    if (!schoolId || !(await confirmAction({ message: `确定删除该${noun}吗？`, danger: true }))) return;
    if (await mutate('student.delete', { id: s.id, schoolId })) notify.success('删除成功');
  };
  const graduate = async () => {
    if (!schoolId || !(await confirmAction({ message: `确定将选中的 ${ids.length} 名${noun}办理毕业吗？` }))) return;
    if (await mutate('student.graduate', { schoolId, ids })) {
      notify.success('毕业成功');
      clear();
    }
  };

  const columns: Column<StudentRow>[] = [
    { key: 'name', title: '姓名', render: (s) => s.name },
    { key: 'gender', title: '性别', width: 70, render: (s) => GENDERS[s.gender] },
    { key: 'birthday', title: '出生日期', width: 120, render: (s) => s.birthday },
    { key: 'class', title: '班级', render: (s) => classNames.get(s.classId) ?? '—' },
    {
      key: 'labels',
      title: '标签',
      render: (s) => (
        <Group gap={4}>
          {s.labels.map((l) => (
            <Badge key={l} size="sm" variant="outline">
              {l}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'status', title: '状态', width: 90, render: () => <Badge variant="light">在园</Badge> },
  ];

  const filters = (
    <>
      <Select
        label="班级"
        placeholder="全部班级"
        clearable
        w={200}
        data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={classId}
        onChange={paging.withFirstPage(setClassId)}
      />
      <SearchInput label={`${noun}姓名`} placeholder={`请输入${noun}姓名`} search={search} onChange={paging.toFirstPage} />
    </>
  );
  const none = ids.length === 0;
  const toolbar = (
    <>
      {schoolId && (
        <StudentImportExport
          schoolId={schoolId}
          classes={classes ?? []}
          shown={students}
          classId={classId}
          noun={noun}
          mayImport={mayAdd}
        />
      )}
      {schoolId && <ParentInviteButtons schoolId={schoolId} classes={classes ?? []} classId={classId} />}
      {mayChangeClass && (
        <Button variant="default" disabled={none} onClick={() => setBatch('changeClass')}>
          调班
        </Button>
      )}
      {mayLeave && (
        <Button variant="default" disabled={none} onClick={() => setBatch('leave')}>
          离园
        </Button>
      )}
      {mayGraduate && (
        <Button variant="default" disabled={none} onClick={() => void graduate()}>
          毕业
        </Button>
      )}
    </>
  );
  const batchable = mayChangeClass || mayLeave || mayGraduate;

  return (
    <PageContainer title={`${noun}管理`} description={`共 ${classes?.length ?? 0} 个班级。离线时也可查看和修改，联网后自动同步。`}>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={filters}
        addLabel={`新增${noun}`}
        onAdd={mayAdd ? () => setEditing({ student: null }) : undefined}
        addDisabled={!classes?.length}
        onEdit={mayEdit ? (s) => setEditing({ student: s }) : undefined}
        onDelete={mayDelete ? (s) => void remove(s) : undefined}
        selection={batchable ? { selected, onChange: setSelected } : undefined}
        toolbar={toolbar}
        rowExtra={(s) => (
          <>
            <Anchor component="button" type="button" size="sm" onClick={() => setRecord(s)}>
              档案
            </Anchor>
            {mayInvite && (
              <Anchor component="button" type="button" size="sm" onClick={() => setInviting(s)}>
                邀请
              </Anchor>
            )}
          </>
        )}
      />
      {schoolId && (
        <>
          <Suspense fallback={null}>
            {editing && (
              <StudentFormDialog
                opened
                onClose={() => setEditing(null)}
                schoolId={schoolId}
                classes={classes ?? []}
                student={editing.student}
                noun={noun}
              />
            )}
            {record && <StudentRecordDialog student={record} onClose={() => setRecord(null)} schoolId={schoolId} mayEdit={mayEdit} />}
          </Suspense>
          <ClassPickDialog
            kind="student.changeClass"
            opened={batch === 'changeClass'}
            onClose={() => setBatch(null)}
            onDone={clear}
            schoolId={schoolId}
            ids={ids}
            noun={noun}
            classes={classes ?? []}
          />
          <ChildQrDialog student={inviting} schoolId={schoolId} onClose={() => setInviting(null)} />
          <LeaveDialog opened={batch === 'leave'} onClose={() => setBatch(null)} onDone={clear} schoolId={schoolId} ids={ids} noun={noun} />
        </>
      )}
    </PageContainer>
  );
}
