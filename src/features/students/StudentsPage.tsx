import { GENDERS, PAGE_SIZE_DEFAULT, type StudentRow, wordingForStyle } from '@contract';
import { Anchor, Badge, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
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
  const [{ page, pageSize }, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [editing, setEditing] = useState<{ student: StudentRow | null } | null>(null);
  const mutate = useMutate();

  const visible = students?.slice((page - 1) * pageSize, page * pageSize);
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
    {
      key: 'actions',
      title: '操作',
      width: 140,
      render: (s) => (
        <Group gap="md">
          <Anchor component="button" size="sm" onClick={() => setEditing({ student: s })}>
            编辑
          </Anchor>
          <Anchor component="button" size="sm" c="red" onClick={() => void remove(s)}>
            删除
          </Anchor>
        </Group>
      ),
    },
  ];

  return (
    <PageContainer title={`${noun}管理`} description={`共 ${classes?.length ?? 0} 个班级。离线时也可查看和修改，联网后自动同步。`}>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <Select
              label="班级"
              placeholder="全部班级"
              clearable
              w={200}
              data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={classId}
              onChange={(v) => {
                setClassId(v);
                setPaging((p) => ({ ...p, page: 1 }));
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
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            />
          </Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ student: null })} disabled={!classes?.length}>
            新增{noun}
          </Button>
        </Group>
      </Paper>
      <DataTable columns={columns} rows={visible} rowKey={(s) => s.id} page={page} pageSize={pageSize} />
      <TablePager
        total={students?.length ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(p, size) => setPaging({ page: p, pageSize: size })}
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
