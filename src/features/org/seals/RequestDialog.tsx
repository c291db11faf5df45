import { uuidv7 } from '@contract/ids';
import { type SealRow, SEALS } from '@contract/org/seals';
import { NumberInput, Select, Text, Textarea } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  seals: readonly SealRow[];
  /** The seal chosen from its row, or null to choose in the form. */
  sealId: string | null;
}

type Values = { sealId: string | null; purpose: string; copies: number | string };
const schema = z.preprocess(
  (v) => {
    const f = v as Values;
    return { ...f, sealId: f.sealId ?? undefined, copies: f.copies === '' ? undefined : Number(f.copies) };
  },
  SEALS.mutations['sealUse.request'].args.omit({ id: true, schoolId: true }),
);

/** 申请用印 in 印章管理 (not through 审批): queued offline like any change, approved by the principal. */
export function RequestDialog({ opened, onClose, schoolId, seals, sealId }: Props) {
  const mutate = useMutate();
  const usable = seals.filter((s) => s.state === 'active');
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: null,
    valuesOf: (): Values => ({ sealId, purpose: '', copies: 1 }),
    schema,
    save: (fields) => mutate('sealUse.request', { ...fields, id: uuidv7(), schoolId }),
    success: () => '已提交申请，等待园长审批',
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title="申请用印" size="md" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      <Select
        label="印章"
        withAsterisk
        placeholder="请选择印章"
        data={usable.map((s) => ({ value: s.id, label: s.name }))}
        nothingFoundMessage="暂无在用印章"
        allowDeselect={false}
        {...form.getInputProps('sealId')}
      />
      <Textarea
        label="用印事由"
        withAsterisk
        maxLength={200}
        autosize
        minRows={3}
        placeholder="请说明用印文件和用途"
        {...form.getInputProps('purpose')}
      />
      <NumberInput label="用印份数" withAsterisk min={1} max={999} allowDecimal={false} w={160} {...form.getInputProps('copies')} />
      <Text size="xs" c="dimmed">
        离线时也可提交，联网后自动同步；审批通过后由印章保管人用印并登记。
      </Text>
    </FormDialog>
  );
}
