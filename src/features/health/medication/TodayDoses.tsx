import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { chinaToday } from '@contract/china-time';
import { DOSE_STATE_LABEL, type DoseSlot, type DoseState, doseSlots, MEDICATION_TIMINGS, TIMING_CODES } from '@contract/health/medication';
import type { ClassRow } from '@contract/people/school-records';
import { lazy, Suspense, useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useAllergies } from '@/lib/replica/use-allergies';
import { useMutate } from '@/lib/replica/use-mutate';
import { EmptyState } from '@/ui/EmptyState';
import { PictureThumbs } from '@/ui/PictureThumbs';
import { SumCards } from '@/ui/SumCards';
import { givenText, medicineText } from './dose-text';
import { doseArgs } from './record-dose';
import { useMedication, useNow } from './use-medication';

/** With the upload kit (拍照): loaded when a dose is recorded with a photo, not with the page. */
const GiveDoseDialog = lazy(() => import('./GiveDoseDialog').then((m) => ({ default: m.GiveDoseDialog })));

const STATE_COLOR: Record<DoseState, string> = { given: 'green', pending: 'blue', missed: 'red' };

/**
 * 今日喂药 on the class tablet: today's doses of the member's classes by timing (早餐前 … 离园前), each 待服, 已服 (who,
 * when) or 漏服 in red; 喂药 records it in one tap, 拍照 with a photo. Offline too: the record waits in the outbox.
 */
export function TodayDoses({ classes, all }: { classes: ClassRow[] | undefined; all: boolean }) {
  const { db, schoolId } = useReplica();
  const mutate = useMutate();
  const now = useNow();
  const today = chinaToday(new Date(now));
  const { orders, doses, names } = useMedication();
  const [classId, setClassId] = useState<string | null>(null);
  const [photoSlot, setPhotoSlot] = useState<DoseSlot | null>(null);
  const classIds = useMemo(() => new Set((classes ?? []).map((c) => c.id)), [classes]);
  const classNames = useMemo(() => new Map((classes ?? []).map((c) => [c.id, c.name])), [classes]);
  const allergies = useAllergies();
  const slots = useMemo(() => {
    const shown = (orders ?? []).filter((o) => (classId ? o.classId === classId : classIds.has(o.classId)));
    return doseSlots(shown, doses ?? [], today, today, now);
  }, [orders, doses, classId, classIds, today, now]);
  const count = (s: DoseState) => slots.filter((x) => x.state === s).length;

  const give = async (slot: DoseSlot, extra: { photo?: string; note?: string } = {}) => {
    if (!db || !schoolId) return false;
    const args = await doseArgs(db, schoolId, { orderId: slot.order.id, day: slot.day, timing: slot.timing }, extra);
    const done = await mutate('medication.give', args);
    if (done) notify.success(`已登记：${names.get(slot.order.studentId) ?? ''} ${MEDICATION_TIMINGS[slot.timing as 1]?.label ?? ''}`);
    return done;
  };

  return (
    <Stack gap="md">
      <Group align="end">
        <Select
          label="班级"
          placeholder={all ? '全部班级' : '我的全部班级'}
          clearable
          w={200}
          size="md"
          data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={classId}
          onChange={setClassId}
        />
        <Text c="dimmed" pb={8}>
          {today}
        </Text>
      </Group>
      <SumCards
        cards={[
          ['待服', `${count('pending')} 次`, 'blue.7'],
          ['已服', `${count('given')} 次`, 'green.7'],
          ['漏服', `${count('missed')} 次`, 'red.7'],
        ]}
      />
      {slots.length === 0 && <EmptyState description="今天没有需要喂的药" />}
      {TIMING_CODES.map((t) => {
        const here = slots.filter((s) => s.timing === t);
        if (here.length === 0) return null;
        const { label, time } = MEDICATION_TIMINGS[t];
        return (
          <Stack key={t} gap="xs" data-testid="timing-group" data-timing={t}>
            <Title order={5}>
              {label} {time}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {here.map((slot) => {
                const child = names.get(slot.order.studentId) ?? '';
                return (
                  <Paper
                    key={`${slot.order.id}-${slot.timing}`}
                    withBorder
                    radius="md"
                    p="md"
                    data-testid="dose-card"
                    data-child={child}
                    data-state={slot.state}
                    style={slot.state === 'missed' ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
                  >
                    <Group justify="space-between" wrap="nowrap" align="start">
                      <div>
                        <Text fw={700} size="lg">
                          {child}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {classNames.get(slot.order.classId) ?? ''}
                        </Text>
                        {allergies.has(slot.order.studentId) && (
                          <Text size="sm" c="red.7">
                            过敏：{allergies.get(slot.order.studentId)}
                          </Text>
                        )}
                      </div>
                      <Badge size="lg" color={STATE_COLOR[slot.state]} variant={slot.state === 'missed' ? 'filled' : 'light'}>
                        {DOSE_STATE_LABEL[slot.state]}
                      </Badge>
                    </Group>
                    <Group mt="xs" gap="sm" wrap="nowrap">
                      <Text>{medicineText(slot.order)}</Text>
                      {slot.order.photo && <PictureThumbs pictures={[slot.order.photo]} label="药品照片" />}
                    </Group>
                    {slot.order.note && (
                      <Text size="sm" c="dimmed">
                        {slot.order.note}
                      </Text>
                    )}
                    {slot.given ? (
                      <Text size="sm" c="green.8" mt="xs">
                        喂药：{givenText(slot.given)}
                        {slot.given.note ? `（${slot.given.note}）` : ''}
                      </Text>
                    ) : (
                      <Group mt="sm" gap="sm">
                        <Button size="md" leftSection={<IconCheck size={18} />} onClick={() => void give(slot)}>
                          喂药
                        </Button>
                        <Button size="md" variant="light" leftSection={<IconCamera size={18} />} onClick={() => setPhotoSlot(slot)}>
                          拍照
                        </Button>
                      </Group>
                    )}
                    {slot.repeats.map((d) => (
                      <Text key={d.id} size="sm" c="orange.8">
                        重复登记：{givenText(d)}，请核实是否重复喂药
                      </Text>
                    ))}
                  </Paper>
                );
              })}
            </SimpleGrid>
          </Stack>
        );
      })}
      <Suspense fallback={null}>
        {photoSlot && (
          <GiveDoseDialog
            slot={photoSlot}
            childName={photoSlot ? (names.get(photoSlot.order.studentId) ?? '') : ''}
            onClose={() => setPhotoSlot(null)}
            onGive={(extra) => (photoSlot ? give(photoSlot, extra) : Promise.resolve(false))}
          />
        )}
      </Suspense>
    </Stack>
  );
}
