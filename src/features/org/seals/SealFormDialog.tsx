import { uuidv7 } from '@contract/ids';
import { SEAL_KIND_LABEL, type SealRow, SEALS } from '@contract/org/seals';
import { MultiSelect, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { ImageUpload } from '@/ui/upload';
import { useKeeperOptions } from './use-seals';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  /** The seal to edit; null to add one. */
  row: SealRow | null;
  seals: readonly SealRow[];
}

const KINDS = Object.entries(SEAL_KIND_LABEL).map(([value, label]) => ({ value, label }));
const valuesOf = (s: SealRow | null) => ({
  name: s?.name ?? '',
  kind: s ? String(s.kind) : (null as string | null),
  picture: s?.picture || (null as string | null),
  keeperIds: (s?.keepers ?? []).map((k) => String(k.userId)),
  remark: s?.remark ?? '',
});
type Values = ReturnType<typeof valuesOf>;
/** The mutation's own rules, on the form's values (codes as numbers, no picture as ''). */
const schema = z.preprocess(
  (v) => {
    const f = v as Values;
    return { ...f, kind: f.kind === null ? undefined : Number(f.kind), picture: f.picture ?? '', keeperIds: f.keeperIds.map(Number) };
  },
  SEALS.mutations['seal.save'].args.omit({ id: true, schoolId: true }),
);

/** 新增印章 / 编辑印章: saved to the replica at once (offline too), synced when the network allows. */
export function SealFormDialog({ opened, onClose, schoolId, row, seals }: Props) {
  const mutate = useMutate();
  const options = useKeeperOptions(seals, opened);
  const known = new Map(options.map((o) => [String(o.userId), o.positionName ? `${o.name}（${o.positionName}）` : o.name]));
  for (const k of row?.keepers ?? []) if (!known.has(String(k.userId))) known.set(String(k.userId), k.name || `教职工${k.userId}`);
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (fields, s) => mutate('seal.save', { ...fields, id: s?.id ?? uuidv7(), schoolId }),
    success: (s) => (s ? '修改成功' : '新增成功'),
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={row ? '编辑印章' : '新增印章'}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <TextInput label="印章名称" withAsterisk maxLength={30} placeholder="如：XX幼儿园公章" {...form.getInputProps('name')} />
      <Select
        label="印章类型"
        withAsterisk
        placeholder="请选择印章类型"
        data={KINDS}
        allowDeselect={false}
        {...form.getInputProps('kind')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          印章图片
        </Text>
        <ImageUpload
          value={form.values.picture}
          onChange={(v) => form.setFieldValue('picture', v)}
          cropAspect={1}
          size={100}
          label="上传印模"
          inputLabel="选择印章图片"
        />
        <Text size="xs" c="dimmed">
          建议上传清晰的印模照片，便于核对用印。
        </Text>
      </Stack>
      <MultiSelect
        label="保管人"
        withAsterisk
        placeholder={known.size === 0 ? '联网后可选择教职工' : '请选择保管人（可多选）'}
        data={[...known].map(([value, label]) => ({ value, label }))}
        searchable
        nothingFoundMessage="暂无数据"
        maxValues={10}
        {...form.getInputProps('keeperIds')}
      />
      <Textarea label="备注" maxLength={200} autosize minRows={2} placeholder="存放位置、刻制日期等" {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
