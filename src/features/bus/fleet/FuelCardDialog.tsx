import type { BusCarRow, BusFuelCardRow } from '@contract/bus/fleet';
import { uuidv7 } from '@contract/ids';
import { Select, Textarea, TextInput } from '@mantine/core';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { busFormSchema } from './bus-form';

type Kind = 'fuelCard.apply' | 'fuelCard.reject' | 'fuelCard.allocate';
interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  kind: Kind;
  /** The card a reject or an allocation acts on; null for an application. */
  card: BusFuelCardRow | null;
  cars: BusCarRow[];
}

const TITLES: Record<Kind, string> = { 'fuelCard.apply': '申请油卡', 'fuelCard.reject': '驳回申请', 'fuelCard.allocate': '分配油卡' };
const valuesOf = () => ({ carId: null as string | null, reason: '', cardNo: '' });
const SCHEMAS = {
  'fuelCard.apply': busFormSchema('fuelCard.apply', (v) => ({ carId: v.carId ?? undefined, reason: v.reason })),
  'fuelCard.reject': busFormSchema('fuelCard.reject', (v) => ({ reason: v.reason })),
  'fuelCard.allocate': busFormSchema('fuelCard.allocate', (v) => ({ cardNo: v.cardNo })),
};

/** 申请油卡 (a car and why), 驳回 (the reason) and 分配 (the card number): each saved as its mutation. */
export function FuelCardDialog({ opened, onClose, schoolId, kind, card, cars }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: card,
    valuesOf,
    schema: SCHEMAS[kind] as (typeof SCHEMAS)['fuelCard.apply'],
    save: (fields) => {
      const f = fields as Record<string, string>;
      if (kind === 'fuelCard.apply') return mutate(kind, { id: uuidv7(), schoolId, carId: f.carId ?? '', reason: f.reason ?? '' });
      if (kind === 'fuelCard.reject') return mutate(kind, { id: card?.id ?? '', schoolId, reason: f.reason ?? '' });
      return mutate(kind, { id: card?.id ?? '', schoolId, cardNo: f.cardNo ?? '' });
    },
    success: () => (kind === 'fuelCard.apply' ? '申请成功' : kind === 'fuelCard.reject' ? '已驳回' : '分配成功'),
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title={TITLES[kind]} size="md" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      {kind === 'fuelCard.apply' && (
        <>
          <Select
            label="车辆"
            withAsterisk
            placeholder="请选择车辆"
            searchable
            nothingFoundMessage="暂无数据"
            data={cars.filter((c) => c.status === 1).map((c) => ({ value: c.id, label: c.plate }))}
            {...form.getInputProps('carId')}
          />
          <Textarea label="申请事由" withAsterisk maxLength={100} autosize minRows={2} {...form.getInputProps('reason')} />
        </>
      )}
      {kind === 'fuelCard.reject' && (
        <Textarea label="驳回原因" withAsterisk maxLength={100} autosize minRows={2} {...form.getInputProps('reason')} />
      )}
      {kind === 'fuelCard.allocate' && (
        <TextInput label="油卡卡号" withAsterisk maxLength={20} placeholder="8-20位数字" {...form.getInputProps('cardNo')} />
      )}
    </FormDialog>
  );
}
