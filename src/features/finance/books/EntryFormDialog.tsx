import {
  BOOK_CATEGORIES,
  BOOK_MAX_PICTURES,
  BOOK_TYPES,
  type BookEntryRow,
  bookEntryFormSchema,
  type BookType,
} from '@contract/finance/books';
import { fenToYuanText } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import { Input, Radio, Group, Select, SimpleGrid, Textarea } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { PastDateInput } from '@/ui/fields/PastDateInput';
import { FormDialog } from '@/ui/FormDialog';
import { ImageListUpload } from '@/ui/upload';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  /** The entry to edit (unreviewed or rejected); none to add one. */
  row: BookEntryRow | null;
}

interface Values extends Record<string, unknown> {
  type: string;
  category: string | null;
  amountFen: string;
  day: string | null;
  pictures: string[];
  remark: string;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const valuesOf = (r: BookEntryRow | null): Values => ({
  type: String(r?.type ?? 2),
  category: r?.category ?? null,
  amountFen: r ? fenToYuanText(r.amountFen) : '',
  day: r?.day ?? today(),
  pictures: r?.pictures ?? [],
  remark: r?.remark ?? '',
});
/** The contract's rules on what the form holds: yuan as typed → fen, the radio's string → 1 | 2. */
const schema = z.preprocess((v) => {
  const f = v as Values;
  return { ...f, type: Number(f.type), category: f.category ?? '', amountFen: fenOf(f.amountFen), day: f.day ?? '' };
}, bookEntryFormSchema);

/**
 * 新增/编辑记账: income or expense, its category, the amount typed in yuan (kept as fen), the day, up to nine voucher
 * pictures and a remark. Saved to the replica at once and synced when the network allows; pictures chosen offline
 * wait on this device and are uploaded before the entry is sent.
 */
export function EntryFormDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, r) => mutate('bookEntry.save', { ...fields, id: r?.id ?? uuidv7(), schoolId }),
    success: (r) => (r ? '修改成功' : '新增成功'),
  });
  const type = Number(form.values.type) as BookType;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑记账' : '新增记账'}
      size="lg"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <Radio.Group
        label="收支类型"
        withAsterisk
        {...form.getInputProps('type')}
        onChange={(v) => {
          form.setFieldValue('type', v);
          form.setFieldValue('category', null);
        }}
      >
        <Group mt={4}>
          {Object.entries(BOOK_TYPES).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={2}>
        <Select
          label="类别"
          withAsterisk
          placeholder="请选择类别"
          data={[...(BOOK_CATEGORIES[type] ?? [])]}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <YuanInput label="金额" withAsterisk {...form.getInputProps('amountFen')} />
        <PastDateInput label="记账日期" withAsterisk {...form.getInputProps('day')} />
      </SimpleGrid>
      <Input.Wrapper label={`凭证图片（最多${BOOK_MAX_PICTURES}张，如发票、收据、转账记录）`} error={form.errors.pictures}>
        <ImageListUpload
          value={form.values.pictures}
          onChange={(v) => form.setFieldValue('pictures', v)}
          max={BOOK_MAX_PICTURES}
          size={96}
          inputLabel="选择凭证图片"
        />
      </Input.Wrapper>
      <Textarea label="备注" maxLength={200} autosize minRows={2} placeholder="如 11月第3周蔬菜采购" {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
