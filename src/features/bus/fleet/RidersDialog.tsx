import type { BusRouteRow, BusStopRow } from '@contract/bus/fleet';
import { type BusRiderRow, busRiderId } from '@contract/bus/trips';
import type { ClassRow, StudentRow } from '@contract/people/school-records';
import { Anchor, Avatar, Badge, Button, Checkbox, Group, Modal, Paper, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useClasses } from '@/lib/replica/use-classes';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useFileSrc } from '@/lib/uploads/use-file-src';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';

interface Props {
  route: BusRouteRow | null;
  stops: BusStopRow[];
  onClose: () => void;
}

function ChildAvatar({ child }: { child: StudentRow | undefined }) {
  const { src } = useFileSrc(child?.photo);
  return (
    <Avatar src={src} size={32} radius="xl" color="blue">
      {child?.name.slice(-1)}
    </Avatar>
  );
}

/**
 * 乘车名单 of a route: its stops in calling order, each with the children assigned there (name, class, photo); add
 * children from the school's list, move one to another stop, take one off (确定/取消). Saved to the replica at once
 * (offline too) through busRider.save / busRider.delete, like every other bus setting.
 */
export function RidersDialog({ route, stops, onClose }: Props) {
  const { db, schoolId } = useReplica();
  const mutate = useMutate();
  const classes = useClasses();
  const [adding, setAdding] = useState(false);
  const data = useLiveQuery(async () => {
    if (!db || !schoolId || !route) return undefined;
    const riders = await db.table<BusRiderRow>('busRiders').where('routeId').equals(route.id).toArray();
    const students = await db.table<StudentRow>('students').where('schoolId').equals(schoolId).toArray();
    return { riders, students: new Map(students.map((s) => [s.id, s])) };
  }, [db, schoolId, route?.id]);
  const classNames = useMemo(() => new Map((classes ?? []).map((c: ClassRow) => [c.id, c.name])), [classes]);
  const stopName = useMemo(() => new Map(stops.map((s) => [s.id, s.name])), [stops]);
  if (!route || !schoolId) return null;
  const stopChoices = route.stops.map((s) => ({ value: s.stopId, label: `${stopName.get(s.stopId) ?? '未知站点'} ${s.time}` }));

  const move = async (r: BusRiderRow, stopId: string | null) => {
    if (!stopId || stopId === r.stopId) return;
    if (await mutate('busRider.save', { ...r, stopId })) notify.success('已调整站点');
  };
  const remove = async (r: BusRiderRow) => {
    const name = data?.students.get(r.studentId)?.name ?? '';
    if (!(await confirmAction({ message: `确定将「${name}」移出乘车名单吗？`, danger: true }))) return;
    if (await mutate('busRider.delete', { id: r.id, schoolId })) notify.success('已移出');
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={`乘车名单 · ${route.name}`}>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          共 {data?.riders.length ?? 0} 名幼儿
        </Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          添加幼儿
        </Button>
      </Group>
      <Stack gap="sm">
        {route.stops.map((s, i) => {
          const here = (data?.riders ?? [])
            .filter((r) => r.stopId === s.stopId)
            .map((r) => ({ r, child: data?.students.get(r.studentId) }))
            .sort((a, b) => (a.child?.name ?? '').localeCompare(b.child?.name ?? '', 'zh-CN'));
          return (
            <Paper key={s.stopId} withBorder radius="md" p="sm" data-stop={stopName.get(s.stopId)}>
              <Group gap="xs" mb={here.length ? 'xs' : 0}>
                <Badge variant="light" circle>
                  {i + 1}
                </Badge>
                <Text fw={600} size="sm">
                  {stopName.get(s.stopId) ?? '未知站点'}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.time} · {here.length}名
                </Text>
              </Group>
              {here.map(({ r, child }) => (
                <Group key={r.id} justify="space-between" py={4} data-rider={child?.name}>
                  <Group gap="sm">
                    <ChildAvatar child={child} />
                    <div>
                      <Text size="sm">{child?.name ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {(child && classNames.get(child.classId)) ?? '—'}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="xs">
                    <Select
                      size="xs"
                      w={170}
                      aria-label="调整站点"
                      data={stopChoices}
                      value={r.stopId}
                      onChange={(v) => void move(r, v)}
                      allowDeselect={false}
                    />
                    <Anchor component="button" type="button" size="sm" c="red" onClick={() => void remove(r)}>
                      移出
                    </Anchor>
                  </Group>
                </Group>
              ))}
            </Paper>
          );
        })}
      </Stack>
      {adding && data && (
        <AddRiders
          route={route}
          schoolId={schoolId}
          stopChoices={stopChoices}
          classes={classes ?? []}
          students={[...data.students.values()]}
          onRoute={new Set(data.riders.map((r) => r.studentId))}
          onClose={() => setAdding(false)}
        />
      )}
    </Modal>
  );
}

interface AddProps {
  route: BusRouteRow;
  schoolId: number;
  stopChoices: { value: string; label: string }[];
  classes: ClassRow[];
  students: StudentRow[];
  onRoute: ReadonlySet<string>;
  onClose: () => void;
}

/** The picker: the school's children in the school, filtered by class and name; those already on the route are marked. */
function AddRiders({ route, schoolId, stopChoices, classes, students, onRoute, onClose }: AddProps) {
  const mutate = useMutate();
  const [classId, setClassId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [stopId, setStopId] = useState<string | null>(stopChoices[0]?.value ?? null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const classOf = new Map(classes.map((c) => [c.id, c.name]));
  const shown = students
    .filter((s) => s.status === 1 && (!classId || s.classId === classId) && (!name.trim() || s.name.includes(name.trim())))
    .sort(
      (a, b) =>
        (classOf.get(a.classId) ?? '').localeCompare(classOf.get(b.classId) ?? '', 'zh-CN') || a.name.localeCompare(b.name, 'zh-CN'),
    );
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (!next.delete(id)) next.add(id);
    setPicked(next);
  };
  const save = async () => {
    if (!stopId) return void notify.warning('请选择站点');
    if (picked.size === 0) return void notify.warning('请选择幼儿');
    setSaving(true);
    let done = 0;
    for (const studentId of picked)
      if (await mutate('busRider.save', { id: busRiderId(route.id, studentId), schoolId, routeId: route.id, stopId, studentId })) done++;
    setSaving(false);
    if (done > 0) notify.success(`已添加${done}名幼儿`);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="添加乘车幼儿" size="md">
      <Stack gap="sm">
        <Select label="上下车站点" data={stopChoices} value={stopId} onChange={setStopId} allowDeselect={false} />
        <Group grow>
          <Select
            placeholder="全部班级"
            aria-label="班级"
            clearable
            data={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            onChange={setClassId}
          />
          <TextInput
            placeholder="幼儿姓名"
            aria-label="幼儿姓名"
            leftSection={<IconSearch size={14} />}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </Group>
        <ScrollArea h={300} type="auto">
          {shown.length === 0 && <EmptyState />}
          {shown.map((s) => (
            <Group key={s.id} justify="space-between" py={4} pr="sm" data-pick={s.name} data-taken={onRoute.has(s.id) || undefined}>
              <Checkbox
                label={`${s.name}（${classOf.get(s.classId) ?? '—'}）`}
                checked={picked.has(s.id)}
                disabled={onRoute.has(s.id)}
                onChange={() => toggle(s.id)}
              />
              {onRoute.has(s.id) && (
                <Badge size="sm" variant="light" color="gray">
                  已在本路线
                </Badge>
              )}
            </Group>
          ))}
        </ScrollArea>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
