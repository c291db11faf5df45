import { DOSE_SOURCES, type VaccineDoseRow } from '@contract/health/vaccinations';
import { ageLabel, vaccineOf } from '@contract/health/vaccine-schedule';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMutate } from '@/lib/replica/use-mutate';
import { notify } from '@/lib/notify';
import { DialogButtons } from '@/ui/DialogButtons';
import { PastDateInput } from '@/ui/fields/PastDateInput';

/** The cell tapped in the certificate grid: a vaccine's dose, recorded or not. */
export interface DoseCell {
  schoolId: number;
  studentId: string;
  childName: string;
  birthday: string;
  vaccine: string;
  doseNo: number;
  row: VaccineDoseRow | undefined;
}

const SOURCE_OPTIONS = Object.entries(DOSE_SOURCES).map(([value, label]) => ({ value, label }));

/**
 * One dose as the certificate shows it: the day (not in the future, not before the birthday: the mutation says so
 * in Chinese), the clinic and batch if written; 删除 for a dose entered by mistake. Saved to the replica, offline too.
 */
export function DoseDialog({ cell, onClose }: { cell: DoseCell | null; onClose: () => void }) {
  const mutate = useMutate();
  const [day, setDay] = useState<string | null>(null);
  const [place, setPlace] = useState('');
  const [batch, setBatch] = useState('');
  const [source, setSource] = useState('1');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!cell) return;
    setDay(cell.row?.day ?? null);
    setPlace(cell.row?.place ?? '');
    setBatch(cell.row?.batch ?? '');
    setSource(String(cell.row?.source ?? 1));
    setNote(cell.row?.note ?? '');
  }, [cell]);
  const v = cell ? vaccineOf(cell.vaccine) : undefined;
  const months = v?.doseMonths[(cell?.doseNo ?? 1) - 1];

  const save = async () => {
    if (!cell) return;
    if (!day) return notify.error('请选择接种日期');
    setSaving(true);
    const ok = await mutate('vaccineDose.save', {
      schoolId: cell.schoolId,
      studentId: cell.studentId,
      vaccine: cell.vaccine,
      doseNo: cell.doseNo,
      day,
      place,
      batch,
      source: Number(source) as 1 | 2 | 3,
      note,
    });
    setSaving(false);
    if (ok) {
      notify.success('保存成功');
      onClose();
    }
  };
  const remove = async () => {
    if (!cell?.row) return;
    if (await mutate('vaccineDose.remove', { schoolId: cell.schoolId, id: cell.row.id })) {
      notify.success('删除成功');
      onClose();
    }
  };

  return (
    <Modal opened={cell !== null} onClose={onClose} title={cell ? `${v?.name ?? ''} 第${cell.doseNo}剂` : ''} centered>
      {cell && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {cell.childName}（出生日期 {cell.birthday}）{months !== undefined && ` · 推荐接种年龄：${ageLabel(months)}`}
          </Text>
          <PastDateInput label="接种日期" withAsterisk value={day} onChange={setDay} minDate={cell.birthday} data-autofocus />
          <TextInput
            label="接种单位"
            placeholder="如：社区卫生服务中心"
            value={place}
            maxLength={40}
            onChange={(e) => setPlace(e.currentTarget.value)}
          />
          <TextInput label="疫苗批号" value={batch} maxLength={30} onChange={(e) => setBatch(e.currentTarget.value)} />
          <Select label="来源" data={SOURCE_OPTIONS} value={source} onChange={(s) => setSource(s ?? '1')} allowDeselect={false} />
          <TextInput label="备注" value={note} maxLength={100} onChange={(e) => setNote(e.currentTarget.value)} />
          <Group justify="space-between" align="flex-end">
            {cell.row ? (
              <Button variant="subtle" color="red" onClick={() => void remove()}>
                删除
              </Button>
            ) : (
              <span />
            )}
            <DialogButtons onCancel={onClose} onConfirm={() => void save()} saving={saving} />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
