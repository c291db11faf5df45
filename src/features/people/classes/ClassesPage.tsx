import { gradeLabel } from '@contract/enums';
import { wordingForStyle } from '@contract/menu';
import type { ClassTeacher } from '@contract/people/promotion';
import type { ClassRow } from '@contract/people/school-records';
import { ActionIcon, Anchor, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconStairsUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getClassTeachers } from '@/lib/api/calls/class-promotion';
import { useBrowserOnline } from '@/lib/online';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useClasses } from '@/lib/replica/use-classes';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCan } from '@/lib/session/can';
import { useCanMutate } from '@/lib/session/can-mutate';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { ClassFormDialog } from './ClassFormDialog';
import { ClassHistoryDialog } from './ClassHistoryDialog';
import { PromotionDialog } from './PromotionDialog';
import { PromotionPlans } from './PromotionPlans';
import { useEnrolledCounts } from './use-class-records';

/**
 * 班级管理 (班级 in style 2 schools): the school's classes from the replica — add, edit, delete, sort, teachers,
 * history — offline too; 升班 and its undo need the server and say so offline.
 */
export function ClassesPage() {
  const { schoolId, schoolStyle } = useReplica();
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const noun = wordingForStyle('班级', schoolStyle);
  const children = schoolStyle === 2 ? '学生' : '幼儿';
  const classes = useClasses();
  const counts = useEnrolledCounts();
  const paging = usePaging(classes);
  const mutate = useMutate();
  const mayAdd = useCanMutate('class.create');
  const mayEdit = useCanMutate('class.update');
  const mayDelete = useCanMutate('class.delete');
  const maySort = useCanMutate('class.sort');
  const mayPromote = useCan('/YWGL/JCXX/BJGL:promote');
  const [editing, setEditing] = useState<{ cls: ClassRow | null } | null>(null);
  const [history, setHistory] = useState<ClassRow | null>(null);
  const [promoting, setPromoting] = useState(false);
  const [staff, setStaff] = useState<ClassTeacher[] | null>(null);

  // The staff to pick teachers from, fetched when the dialog opens (offline: the names the class already has).
  useEffect(() => {
    if (!editing || !schoolId || !online) return;
    const abort = new AbortController();
    getClassTeachers(schoolId, { quiet: true, signal: abort.signal }).then(setStaff, () => setStaff(null));
    return () => abort.abort();
  }, [editing, schoolId, online]);

  const remove = async (c: ClassRow) => {
    if (!schoolId || !(await confirmAction({ message: `确定删除该${noun}吗？`, danger: true }))) return;
    if (await mutate('class.delete', { id: c.id, schoolId })) notify.success('删除成功');
  };
  const move = async (c: ClassRow, by: -1 | 1) => {
    if (!schoolId || !classes) return;
    const ids = classes.map((x) => x.id);
    const from = ids.indexOf(c.id);
    const to = from + by;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as string, c.id];
    await mutate('class.sort', { schoolId, ids });
  };

  const columns: Column<ClassRow>[] = [
    { key: 'name', title: `${noun}名称`, render: (c) => c.name },
    { key: 'grade', title: '年级', width: 100, render: (c) => gradeLabel(c.grade, schoolStyle) },
    { key: 'headTeacher', title: '班主任', width: 120, render: (c) => c.headTeacher || '—' },
    { key: 'assistants', title: '配班教师', render: (c) => c.assistants.map((a) => a.name).join('、') || '—' },
    { key: 'count', title: `${children}人数`, width: 100, render: (c) => counts?.get(c.id) ?? 0 },
    {
      key: 'sort',
      title: '排序',
      width: 100,
      render: (c) => {
        const i = classes?.indexOf(c) ?? 0;
        return maySort ? (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="上移">
              <ActionIcon variant="subtle" aria-label={`上移 ${c.name}`} disabled={i === 0} onClick={() => void move(c, -1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="下移">
              <ActionIcon
                variant="subtle"
                aria-label={`下移 ${c.name}`}
                disabled={i === (classes?.length ?? 0) - 1}
                onClick={() => void move(c, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
          i + 1
        );
      },
    },
    {
      key: 'history',
      title: '历史',
      width: 70,
      render: (c) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setHistory(c)}>
          查看
        </Anchor>
      ),
    },
  ];

  const filters = mayPromote ? (
    <Button variant="light" color="orange" leftSection={<IconStairsUp size={16} />} onClick={() => setPromoting(true)}>
      升班
    </Button>
  ) : undefined;

  return (
    <PageContainer
      title={`${noun}管理`}
      description={`共 ${classes?.length ?? 0} 个${noun}。离线时也可查看和修改，联网后自动同步；升班需要联网。`}
    >
      <Stack>
        <RecordTable
          paging={paging}
          columns={columns}
          filters={filters}
          addLabel={`新增${noun}`}
          onAdd={mayAdd ? () => setEditing({ cls: null }) : undefined}
          onEdit={mayEdit ? (c) => setEditing({ cls: c }) : undefined}
          onDelete={mayDelete ? (c) => void remove(c) : undefined}
        />
        {schoolId && <PromotionPlans schoolId={schoolId} online={online} mayPromote={mayPromote} />}
      </Stack>
      {schoolId && (
        <>
          <ClassFormDialog
            opened={editing !== null}
            onClose={() => setEditing(null)}
            schoolId={schoolId}
            schoolStyle={schoolStyle}
            cls={editing?.cls ?? null}
            staff={online ? staff : null}
            noun={noun}
          />
          <PromotionDialog
            opened={promoting}
            onClose={() => setPromoting(false)}
            schoolId={schoolId}
            schoolStyle={schoolStyle}
            online={online}
            noun={noun}
          />
        </>
      )}
      <ClassHistoryDialog cls={history} onClose={() => setHistory(null)} schoolStyle={schoolStyle} />
    </PageContainer>
  );
}
