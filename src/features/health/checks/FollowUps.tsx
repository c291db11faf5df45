import { symptomNames } from '@contract/health/checks';
import { uuidv7 } from '@contract/ids';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { localToday } from '@/lib/replica/event-stamp';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { EmptyState } from '@/ui/EmptyState';
import { FollowUpDialog, type FollowUpFields } from './FollowUpDialog';
import { useSickDay } from './use-checks';

/**
 * 因病缺勤追踪 (《托儿所幼儿园卫生保健工作规范》): every child on sick leave that day in the member's classes, with its
 * follow-up (empty until filled) and the count still to follow up.
 */
export function FollowUps({ classList }: { classList: ClassRow[] | undefined }) {
  const { db, schoolId } = useReplica();
  const mutate = useMutate();
  const mayRecord = useCanMutate('illnessFollowUp.save');
  const [day, setDay] = useState(localToday());
  const sickDay = useSickDay(day);
  const classNames = useMemo(() => new Map((classList ?? []).map((c) => [c.id, c.name])), [classList]);
  const sick = useMemo(() => (sickDay?.sick ?? []).filter((e) => classNames.has(e.classId)), [sickDay, classNames]);
  const names = useLiveQuery(async () => {
    if (!db || sick.length === 0) return new Map<string, string>();
    const kids = await db.table<StudentRow>('students').bulkGet(sick.map((e) => e.studentId));
    return new Map(kids.flatMap((k) => (k ? [[k.id, k.name] as const] : [])));
  }, [db, sick]);
  const open = sick.filter((e) => !sickDay?.followUps.has(e.studentId)).length;
  const [editing, setEditing] = useState<{ studentId: string; name: string } | null>(null);
  const save = async (v: FollowUpFields) => {
    if (!editing || !schoolId) return;
    const held = sickDay?.followUps.get(editing.studentId);
    if (await mutate('illnessFollowUp.save', { id: held?.id ?? uuidv7(), schoolId, studentId: editing.studentId, day, ...v }))
      setEditing(null);
  };
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <TextInput
          label="缺勤日期"
          type="date"
          w={170}
          size="md"
          value={day}
          max={localToday()}
          onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
        />
        <Badge size="xl" variant="light" color={open ? 'orange' : 'teal'} data-testid="untracked">
          未追踪 {open}
        </Badge>
      </Group>
      {sick.length === 0 ? (
        <EmptyState />
      ) : (
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>序号</Table.Th>
              <Table.Th>幼儿</Table.Th>
              <Table.Th>班级</Table.Th>
              <Table.Th>病假原因</Table.Th>
              <Table.Th>症状</Table.Th>
              <Table.Th>就诊</Table.Th>
              <Table.Th>诊断</Table.Th>
              <Table.Th>预计返园</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sick.map((e, i) => {
              const f = sickDay?.followUps.get(e.studentId);
              const name = names?.get(e.studentId) ?? '';
              return (
                <Table.Tr key={e.studentId} data-testid="follow-up-row">
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{classNames.get(e.classId)}</Table.Td>
                  <Table.Td>{e.reason}</Table.Td>
                  <Table.Td>{f ? symptomNames(f.symptoms).join('、') : ''}</Table.Td>
                  <Table.Td>{f ? (f.seenDoctor ? '已就诊' : '未就诊') : ''}</Table.Td>
                  <Table.Td>{f?.diagnosis}</Table.Td>
                  <Table.Td>{f?.expectedReturn}</Table.Td>
                  <Table.Td>
                    {f ? null : (
                      <Text span c="orange" size="sm" mr="xs">
                        未追踪
                      </Text>
                    )}
                    {mayRecord && (
                      <Button size="sm" variant="light" onClick={() => setEditing({ studentId: e.studentId, name })}>
                        {f ? '编辑' : '追踪'}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <FollowUpDialog
        title={editing ? `${editing.name} ${day} 因病缺勤追踪` : null}
        held={editing ? sickDay?.followUps.get(editing.studentId) : undefined}
        onClose={() => setEditing(null)}
        onConfirm={(v) => void save(v)}
      />
    </Stack>
  );
}
