import { Anchor, Badge, Group, Text } from '@mantine/core';
import { chinaToday } from '@contract/china-time';
import { lastDayOf, MEDICATION_TIMINGS, type MedicationOrderRow, ORDER_STATUS, ORDER_STATUS_LABEL } from '@contract/health/medication';
import type { ClassRow } from '@contract/people/school-records';
import { lazy, Suspense, useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { PictureThumbs } from '@/ui/PictureThumbs';
import { RecordTable } from '@/ui/RecordTable';
import { medicineText } from './dose-text';
import { useMedication } from './use-medication';

/** With the upload kit (the medicine's photo): loaded when 新增委托 opens, not with the page. */
const EntrustDialog = lazy(() => import('./EntrustDialog').then((m) => ({ default: m.EntrustDialog })));

/** 委托记录: the entrustments of the member's classes, newest first; 新增委托, and 停药 while one runs (beside its state: no 操作 column, so the list fits a tablet). */
export function OrdersTab({ classes }: { classes: ClassRow[] | undefined }) {
  const { schoolId } = useReplica();
  const mutate = useMutate();
  const { orders, names } = useMedication();
  const [adding, setAdding] = useState(false);
  const today = chinaToday();
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const rows = useMemo(
    () => orders?.filter((o) => classNames.has(o.classId)).sort((a, b) => b.startDay.localeCompare(a.startDay) || b.id.localeCompare(a.id)),
    [orders, classNames],
  );
  const stop = async (o: MedicationOrderRow) => {
    if (!schoolId) return;
    const child = names.get(o.studentId) ?? '';
    if (!(await confirmAction({ message: `确定为${child}停药（${o.medicine}）吗？停药后不再提醒。`, danger: true }))) return;
    if (await mutate('medication.stop', { id: o.id, schoolId, stoppedAt: new Date().toISOString() })) notify.success('已停药');
  };
  const running = (o: MedicationOrderRow) => o.status === ORDER_STATUS.active && lastDayOf(o) >= today;
  const columns: Column<MedicationOrderRow>[] = [
    {
      key: 'child',
      title: '幼儿',
      width: 90,
      render: (o) => (
        <>
          <Text size="sm">{names.get(o.studentId) ?? ''}</Text>
          <Text size="xs" c="dimmed">
            {classNames.get(o.classId) ?? ''}
          </Text>
        </>
      ),
    },
    {
      key: 'medicine',
      title: '药品',
      render: (o) => (
        <>
          <Text size="sm">{medicineText(o)}</Text>
          <Text size="xs" c="dimmed">
            {o.timings.map((t) => MEDICATION_TIMINGS[t as 1]?.label ?? '').join('、')} · 提前{o.remindBefore}分钟
          </Text>
        </>
      ),
    },
    { key: 'photo', title: '照片', width: 70, render: (o) => <PictureThumbs pictures={o.photo ? [o.photo] : []} label="药品照片" /> },
    {
      key: 'days',
      title: '服药日期',
      width: 130,
      render: (o) => (
        <>
          <Text size="sm">{`${o.startDay.slice(5)} 起 ${o.days} 天`}</Text>
          <Group gap={6} wrap="nowrap">
            <Badge size="sm" color={running(o) ? 'green' : 'gray'} variant="light">
              {o.status === ORDER_STATUS.stopped ? ORDER_STATUS_LABEL[2] : running(o) ? ORDER_STATUS_LABEL[1] : '已结束'}
            </Badge>
            {running(o) && (
              <Anchor component="button" type="button" size="sm" c="red" onClick={() => void stop(o)}>
                停药
              </Anchor>
            )}
          </Group>
        </>
      ),
    },
    {
      key: 'guardian',
      title: '委托人',
      width: 100,
      render: (o) => (
        <>
          <Text size="sm">{o.guardianName}</Text>
          {o.guardianRelation && (
            <Text size="xs" c="dimmed">
              {o.guardianRelation}
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      <RecordTable rows={rows} columns={columns} addLabel="新增委托" onAdd={() => setAdding(true)} addDisabled={!classes?.length} />
      <Suspense fallback={null}>{adding && <EntrustDialog opened onClose={() => setAdding(false)} classes={classes ?? []} />}</Suspense>
    </>
  );
}
