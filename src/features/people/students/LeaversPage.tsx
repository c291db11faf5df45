import { GENDERS } from '@contract/enums';
import { wordingForStyle } from '@contract/menu';
import type { StudentRow } from '@contract/people/school-records';
import { STUDENT_STATUS, STUDENT_STATUSES } from '@contract/people/student-enums';
import { Anchor, Badge, Button, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { useCanMutate } from '@/lib/session/can-mutate';
import type { Column } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { ClassPickDialog } from './StudentBatchDialogs';
import { useClasses, useStudents } from './use-school-records';

const STATUS_CHOICES = { left: [STUDENT_STATUS.left], graduated: [STUDENT_STATUS.graduated] } as const;

/** 离园幼儿: the children who left (or graduated), from the replica; 复学 puts the ticked ones back in a class. */
export function LeaversPage() {
  const { schoolId, schoolStyle } = useReplica();
  const noun = wordingForStyle('幼儿', schoolStyle);
  const classes = useClasses();
  const classOrder = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.sort])), [classes]);
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const [status, setStatus] = useState<keyof typeof STATUS_CHOICES>('left');
  const search = useSearchText();
  const name = search.query;
  const students = useStudents({ classId: null, name, statuses: STATUS_CHOICES[status] }, classOrder);
  const paging = usePaging(students);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [returning, setReturning] = useState<string[] | null>(null);
  const mayReturn = useCanMutate('student.return') && status === 'left';
  const ids = (students ?? []).filter((s) => selected.has(s.id)).map((s) => s.id);

  const columns: Column<StudentRow>[] = [
    { key: 'name', title: '姓名', render: (s) => s.name },
    { key: 'gender', title: '性别', width: 70, render: (s) => GENDERS[s.gender] },
    { key: 'birthday', title: '出生日期', width: 120, render: (s) => s.birthday },
    { key: 'class', title: '原班级', render: (s) => classNames.get(s.classId) ?? '—' },
    { key: 'leaveDate', title: '离园日期', width: 120, render: (s) => s.leaveDate ?? '—' },
    { key: 'leaveReason', title: '离园原因', render: (s) => s.leaveReason || '—' },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (s) => (
        <Badge variant="light" color="gray">
          {STUDENT_STATUSES[s.status as keyof typeof STUDENT_STATUSES]}
        </Badge>
      ),
    },
  ];
  const filters = (
    <>
      <Select
        label="状态"
        w={140}
        allowDeselect={false}
        data={[
          { value: 'left', label: '离园' },
          { value: 'graduated', label: '毕业' },
        ]}
        value={status}
        onChange={(v) => {
          setStatus((v as keyof typeof STATUS_CHOICES) ?? 'left');
          setSelected(new Set());
          paging.toFirstPage();
        }}
      />
      <SearchInput label={`${noun}姓名`} placeholder={`请输入${noun}姓名`} search={search} onChange={paging.toFirstPage} />
    </>
  );

  return (
    <PageContainer title={`离园${noun}`} description="离园和毕业的记录保存在本机，离线时也可查看；复学后回到在园名单。">
      <RecordTable
        paging={paging}
        columns={columns}
        filters={filters}
        addLabel=""
        selection={mayReturn ? { selected, onChange: setSelected } : undefined}
        toolbar={
          mayReturn ? (
            <Button variant="default" disabled={ids.length === 0} onClick={() => setReturning(ids)}>
              复学
            </Button>
          ) : undefined
        }
        rowExtra={
          mayReturn
            ? (s) => (
                <Anchor component="button" type="button" size="sm" onClick={() => setReturning([s.id])}>
                  复学
                </Anchor>
              )
            : undefined
        }
      />
      {schoolId && (
        <ClassPickDialog
          kind="student.return"
          opened={returning !== null}
          onClose={() => setReturning(null)}
          onDone={() => setSelected(new Set())}
          schoolId={schoolId}
          ids={returning ?? []}
          noun={noun}
          classes={classes ?? []}
        />
      )}
    </PageContainer>
  );
}
