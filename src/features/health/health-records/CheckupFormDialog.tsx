import { CHECKUP_KINDS, type CheckupRow, EYE_APPRAISALS, HEALTH_RECORDS, HEARING } from '@contract/health/health-records';
import { uuidv7 } from '@contract/ids';
import { chinaToday } from '@contract/china-time';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { PastDateInput } from '@/ui/fields/PastDateInput';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  studentId: string;
  /** Under three at the check-up: head circumference is asked. */
  underThree: (date: string) => boolean;
  row: CheckupRow | null;
}

const options = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const num = (v: number | null | undefined) => (v === null || v === undefined ? ('' as number | string) : v);
const valuesOf = (c: CheckupRow | null) => ({
  kind: c ? String(c.kind) : '2',
  date: c?.date ?? chinaToday(),
  heightCm: num(c?.heightCm),
  weightKg: num(c?.weightKg),
  headCm: num(c?.headCm),
  haemoglobin: num(c?.haemoglobin),
  visionLeft: num(c?.visionLeft),
  visionRight: num(c?.visionRight),
  eyeAppraisal: c?.eyeAppraisal ? String(c.eyeAppraisal) : (null as string | null),
  hearing: c?.hearing ? String(c.hearing) : (null as string | null),
  caries: num(c?.caries),
  conclusion: c?.conclusion ?? '',
  doctor: c?.doctor ?? '',
  note: c?.note ?? '',
});
type Values = ReturnType<typeof valuesOf>;
/** The mutation's own rules on the form's values (choices as numbers, an empty choice as none). */
const schema = z.preprocess(
  (v) => {
    const f = v as Values;
    const code = (s: string | null) => (s ? Number(s) : null);
    return { ...f, kind: Number(f.kind), date: f.date ?? '', eyeAppraisal: code(f.eyeAppraisal), hearing: code(f.hearing) };
  },
  HEALTH_RECORDS.mutations['checkup.save'].args.omit({ id: true, schoolId: true, studentId: true }),
);

/** 新增体检 / 编辑体检: saved to the replica at once (offline too), synced when the network allows. */
export function CheckupFormDialog({ opened, onClose, schoolId, studentId, underThree, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, c) => mutate('checkup.save', { ...fields, id: c?.id ?? uuidv7(), schoolId, studentId }),
    success: (c) => (c ? '修改成功' : '新增成功'),
  });
  const decimal = { decimalScale: 1, hideControls: true } as const;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑体检' : '新增体检'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="体检类型" withAsterisk data={options(CHECKUP_KINDS)} allowDeselect={false} {...form.getInputProps('kind')} />
        <PastDateInput label="体检日期" withAsterisk {...form.getInputProps('date')} />
        <NumberInput label="身高(cm)" withAsterisk placeholder="如 102.5" {...decimal} {...form.getInputProps('heightCm')} />
        <NumberInput label="体重(kg)" withAsterisk placeholder="如 16.4" {...decimal} {...form.getInputProps('weightKg')} />
        {(underThree(form.values.date) || form.values.headCm !== '') && (
          <NumberInput label="头围(cm)" placeholder="三岁以下测量" {...decimal} {...form.getInputProps('headCm')} />
        )}
        <NumberInput label="血红蛋白(g/L)" placeholder="如 120" decimalScale={0} hideControls {...form.getInputProps('haemoglobin')} />
        <NumberInput label="左眼视力" placeholder="五分记录，如 4.9" {...decimal} {...form.getInputProps('visionLeft')} />
        <NumberInput label="右眼视力" placeholder="五分记录，如 4.9" {...decimal} {...form.getInputProps('visionRight')} />
        <Select
          label="眼科评估"
          placeholder="请选择"
          clearable
          searchable
          data={options(EYE_APPRAISALS)}
          {...form.getInputProps('eyeAppraisal')}
        />
        <Select label="听力" placeholder="请选择" clearable data={options(HEARING)} {...form.getInputProps('hearing')} />
        <NumberInput label="龋齿数" placeholder="0" decimalScale={0} min={0} max={20} {...form.getInputProps('caries')} />
        <TextInput label="体检医生" maxLength={30} {...form.getInputProps('doctor')} />
      </SimpleGrid>
      <TextInput label="体检结论" maxLength={200} placeholder="如：健康；贫血，建议复查" {...form.getInputProps('conclusion')} />
      <Textarea label="备注" maxLength={200} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
