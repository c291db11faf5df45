import { uuidv7 } from '@contract/ids';
import type { GuardianRow, StudentExceptionRow, StudentRow } from '@contract/people/school-records';
import { EXCEPTION_KINDS, enumOptions, GUARDIAN_RELATIONS } from '@contract/people/student-enums';
import { MUTATIONS } from '@contract/sync/mutations';
import { Badge, Button, Checkbox, Group, Modal, Select, SimpleGrid, Tabs, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import { DataTable } from '@/ui/DataTable';
import { FormDialog } from '@/ui/FormDialog';
import { RowActions } from '@/ui/RowActions';
import { AvatarUpload } from '@/ui/upload';
import { useGuardians, useStudentExceptions } from './use-school-records';

interface Props {
  student: StudentRow | null;
  onClose: () => void;
  schoolId: number;
  /** The member may change the child's record (家庭成员, 异常记录). */
  mayEdit: boolean;
}

/** A child's 家庭成员 and 异常记录, each a list with add, edit and delete, read and written in the replica. */
export function StudentRecordDialog({ student, onClose, schoolId, mayEdit }: Props) {
  const guardians = useGuardians(student?.id ?? null);
  const exceptions = useStudentExceptions(student?.id ?? null);
  const mutate = useMutate();
  const [guardian, setGuardian] = useState<{ row: GuardianRow | null } | null>(null);
  const [addingException, setAddingException] = useState(false);

  const removeGuardian = async (g: GuardianRow) => {
    if (!(await confirmAction({ message: '确定删除该家庭成员吗？', danger: true }))) return;
    if (await mutate('guardian.delete', { id: g.id, schoolId })) notify.success('删除成功');
  };
  const removeException = async (e: StudentExceptionRow) => {
    if (!(await confirmAction({ message: '确定删除该异常记录吗？', danger: true }))) return;
    if (await mutate('studentException.delete', { id: e.id, schoolId })) notify.success('删除成功');
  };

  return (
    <Modal opened={student !== null} onClose={onClose} title={`${student?.name ?? ''}的档案`} size="xl">
      <Tabs defaultValue="family">
        <Tabs.List mb="md">
          <Tabs.Tab value="family">家庭成员</Tabs.Tab>
          <Tabs.Tab value="exceptions">异常记录</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="family">
          {mayEdit && (
            <Group justify="flex-end" mb="sm">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setGuardian({ row: null })}>
                新增家庭成员
              </Button>
            </Group>
          )}
          <DataTable
            rows={guardians}
            rowKey={(g) => g.id}
            page={1}
            pageSize={100}
            columns={[
              {
                key: 'relation',
                title: '关系',
                width: 80,
                render: (g) => GUARDIAN_RELATIONS[g.relation as keyof typeof GUARDIAN_RELATIONS],
              },
              {
                key: 'name',
                title: '姓名',
                render: (g) => (
                  <Group gap={6}>
                    {g.name}
                    {g.primary && (
                      <Badge size="sm" variant="light">
                        主要联系人
                      </Badge>
                    )}
                  </Group>
                ),
              },
              { key: 'phone', title: '手机号', width: 140, render: (g) => g.phone },
              { key: 'pick', title: '可接送', width: 80, render: (g) => (g.mayPickUp ? '是' : '否') },
              ...(mayEdit
                ? [
                    {
                      key: 'actions',
                      title: '操作',
                      width: 120,
                      render: (g: GuardianRow) => (
                        <RowActions onEdit={() => setGuardian({ row: g })} onDelete={() => void removeGuardian(g)} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="exceptions">
          {mayEdit && (
            <Group justify="flex-end" mb="sm">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAddingException(true)}>
                新增异常记录
              </Button>
            </Group>
          )}
          <DataTable
            rows={exceptions}
            rowKey={(e) => e.id}
            page={1}
            pageSize={100}
            columns={[
              { key: 'date', title: '日期', width: 120, render: (e) => e.date },
              { key: 'kind', title: '类型', width: 100, render: (e) => EXCEPTION_KINDS[e.kind as keyof typeof EXCEPTION_KINDS] },
              { key: 'description', title: '描述', render: (e) => e.description },
              ...(mayEdit
                ? [
                    {
                      key: 'actions',
                      title: '操作',
                      width: 80,
                      render: (e: StudentExceptionRow) => <RowActions onDelete={() => void removeException(e)} />,
                    },
                  ]
                : []),
            ]}
          />
        </Tabs.Panel>
      </Tabs>
      {student && (
        <>
          <GuardianFormDialog
            opened={guardian !== null}
            onClose={() => setGuardian(null)}
            schoolId={schoolId}
            studentId={student.id}
            guardian={guardian?.row ?? null}
          />
          <ExceptionFormDialog
            opened={addingException}
            onClose={() => setAddingException(false)}
            schoolId={schoolId}
            studentId={student.id}
          />
        </>
      )}
    </Modal>
  );
}

const guardianSchema = z.preprocess(
  (v) => {
    const f = v as { relation: string | null; photo: string | null };
    return { ...f, relation: f.relation === null ? undefined : Number(f.relation), photo: f.photo ?? '' };
  },
  MUTATIONS['guardian.create'].omit({ id: true, schoolId: true, studentId: true }),
);

function GuardianFormDialog(p: {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  studentId: string;
  guardian: GuardianRow | null;
}) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened: p.opened,
    onClose: p.onClose,
    row: p.guardian,
    valuesOf: (g) => ({
      relation: g ? String(g.relation) : (null as string | null),
      name: g?.name ?? '',
      phone: g?.phone ?? '',
      primary: g?.primary ?? false,
      mayPickUp: g?.mayPickUp ?? true,
      photo: g?.photo || (null as string | null),
    }),
    schema: guardianSchema,
    save: (fields, g) =>
      g
        ? mutate('guardian.update', { id: g.id, schoolId: p.schoolId, ...fields })
        : mutate('guardian.create', { id: uuidv7(), schoolId: p.schoolId, studentId: p.studentId, ...fields }),
    success: (g) => (g ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={p.opened}
      onClose={p.onClose}
      title={p.guardian ? '编辑家庭成员' : '新增家庭成员'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <Group align="flex-start" wrap="nowrap">
        <SimpleGrid cols={2} style={{ flex: 1 }}>
          <Select
            label="与幼儿关系"
            withAsterisk
            placeholder="请选择与幼儿关系"
            data={enumOptions(GUARDIAN_RELATIONS)}
            {...form.getInputProps('relation')}
          />
          <TextInput label="姓名" withAsterisk maxLength={20} placeholder="请输入姓名" {...form.getInputProps('name')} />
          <TextInput label="手机号" withAsterisk maxLength={11} placeholder="请输入手机号" {...form.getInputProps('phone')} />
          <Group mt={24}>
            <Checkbox label="主要联系人" {...form.getInputProps('primary', { type: 'checkbox' })} />
            <Checkbox label="可接送" {...form.getInputProps('mayPickUp', { type: 'checkbox' })} />
          </Group>
        </SimpleGrid>
        <AvatarUpload value={form.values.photo} onChange={(v) => form.setFieldValue('photo', v)} size={90} />
      </Group>
    </FormDialog>
  );
}

const exceptionSchema = z.preprocess(
  (v) => {
    const f = v as { kind: string | null; date: string | null };
    return { ...f, kind: f.kind === null ? undefined : Number(f.kind), date: f.date ?? '' };
  },
  MUTATIONS['studentException.create'].omit({ id: true, schoolId: true, studentId: true }),
);

function ExceptionFormDialog(p: { opened: boolean; onClose: () => void; schoolId: number; studentId: string }) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened: p.opened,
    onClose: p.onClose,
    row: null,
    valuesOf: () => ({ date: dayjs().format('YYYY-MM-DD') as string | null, kind: null as string | null, description: '' }),
    schema: exceptionSchema,
    save: (fields) => mutate('studentException.create', { id: uuidv7(), schoolId: p.schoolId, studentId: p.studentId, ...fields }),
    success: () => '新增成功',
  });
  return (
    <FormDialog
      opened={p.opened}
      onClose={p.onClose}
      title="新增异常记录"
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <DateInput
        label="日期"
        withAsterisk
        valueFormat="YYYY-MM-DD"
        maxDate={dayjs().format('YYYY-MM-DD')}
        {...form.getInputProps('date')}
      />
      <Select
        label="异常类型"
        withAsterisk
        placeholder="请选择异常类型"
        data={enumOptions(EXCEPTION_KINDS)}
        {...form.getInputProps('kind')}
      />
      <Textarea
        label="异常描述"
        withAsterisk
        rows={3}
        maxLength={500}
        placeholder="请输入异常描述"
        {...form.getInputProps('description')}
      />
    </FormDialog>
  );
}
