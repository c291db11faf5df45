import { GENDERS, type StudentRow, wordingForStyle } from '@contract';
import { Badge, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { StudentFormDialog } from './StudentFormDialog';
import { useClasses, useStudents } from './use-school-records';

/** 幼儿管理 (学生管理 for schools): the school's children, read and changed in the local replica, online or not. */
export function StudentsPage() {
  const { schoolId, schoolStyle } = useReplica();
  const noun = wordingForStyle('幼儿', schoolStyle);
  const classes = useClasses();
  const classOrder = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.sort])), [classes]);
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const [classId, setClassId] = useState<string | null>(null);
  const [nameInput, setNameInput] = useState('');
  const [name] = useDebouncedValue(nameInput, 300);
  const students = useStudents({ classId, name }, classOrder);
  const paging = usePaging(students);
  const [editing, setEditing] = useState<{ student: StudentRow | null } | null>(null);
  const mutate = useMutate();
  const mayAdd = useCanMutate('student.create');
  const mayEdit = useCanMutate('student.update');
  const mayDelete = useCanMutate('student.delete');

  const remove = async (s: StudentRow) => {
    if (!schoolId || !(await confirmAction({ message: `确定删除该${noun}吗？`, danger: true }))) return;
    if (await mutate('student.delete', { id: s.id, schoolId })) notify.success('删除成功');
  };

  const columns: Column<StudentRow>[] = [
    { key: 'name', title: '姓名', render: (s) => s.name },
    { key: 'gender', title: '性别', width: 80, render: (s) => GENDERS[s.gender] },
    { key: 'birthday', title: '出生日期', width: 140, render: (s) => s.birthday },
    { key: 'class', title: '班级', render: (s) => classNames.get(s.classId) ?? '—' },
    { key: 'status', title: '状态', width: 100, render: (s) => <Badge variant="light">{s.status === 1 ? '在读' : '其他'}</Badge> },
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
        onChange={(v) => {
          setClassId(v);
          paging.toFirstPage();
        }}
      />
      <TextInput
        label={`${noun}姓名`}
        placeholder={`请输入${noun}姓名`}
        w={220}
        leftSection={<IconSearch size={16} />}
        value={nameInput}
        onChange={(e) => {
          setNameInput(e.currentTarget.value);
          paging.toFirstPage();
        }}
      />
    </>
  );

  return (
    <PageContainer title={`${noun}管理`} description={`共 ${classes?.length ?? 0} 个班级。离线时也可查看和修改，联网后自动同步。`}>
      <RecordTable
        rows={students}
        paging={paging}
        columns={columns}
        filters={filters}
        addLabel={`新增${noun}`}
        onAdd={mayAdd ? () => setEditing({ student: null }) : undefined}
        addDisabled={!classes?.length}
        onEdit={mayEdit ? (s) => setEditing({ student: s }) : undefined}
        onDelete={mayDelete ? (s) => void remove(s) : undefined}
      />
      {schoolId && (
        <StudentFormDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          schoolId={schoolId}
          classes={classes ?? []}
          student={editing?.student ?? null}
          noun={noun}
        />
      )}
    </PageContainer>
  );
}
