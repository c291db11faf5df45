import { isPendingUploadRef } from '@contract/uploads';
import { type SealUseRow, sealUseRecordSchema } from '@contract/org/seals';
import { Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { z } from 'zod';
import { recordSealUse } from '@/lib/api/calls/seals';
import { useRecordForm } from '@/lib/form/use-record-form';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { ImageUpload } from '@/ui/upload';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  use: SealUseRow | null;
}

type Values = { usedAt: string | null; photo: string | null; remark: string };
const schema = z.preprocess(
  (v) => {
    const f = v as Values;
    return { usedAt: f.usedAt ? dayjs(f.usedAt).toISOString() : undefined, photo: f.photo ?? '', remark: f.remark };
  },
  sealUseRecordSchema.pick({ usedAt: true, photo: true, remark: true }),
);

/**
 * 登记用印: the keeper records that the document was stamped, when, and (optionally) a photo of it. Online only: the
 * server checks that the caller still keeps the seal and that the seal is in use.
 */
export function RecordUseDialog({ opened, onClose, schoolId, use }: Props) {
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: use,
    valuesOf: (): Values => ({ usedAt: dayjs().format('YYYY-MM-DD HH:mm:ss'), photo: null, remark: '' }),
    schema,
    save: async (fields, u) => {
      if (!u) return false;
      if (isPendingUploadRef(fields.photo)) {
        notify.warning('照片尚未上传完成，请联网后重试');
        return false;
      }
      return recordSealUse({ ...fields, id: u.id, schoolId }).then(
        () => true,
        () => false,
      );
    },
    success: () => '登记成功',
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title="登记用印" size="md" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      {use && (
        <Text size="sm" c="dimmed">
          {use.applicantName}申请使用「{use.sealName}」{use.copies}份：{use.purpose}
        </Text>
      )}
      <DateTimePicker
        label="用印时间"
        withAsterisk
        valueFormat="YYYY-MM-DD HH:mm"
        maxDate={dayjs().format('YYYY-MM-DD HH:mm:ss')}
        placeholder="请选择用印时间"
        {...form.getInputProps('usedAt')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          用印照片
        </Text>
        <ImageUpload
          value={form.values.photo}
          onChange={(v) => form.setFieldValue('photo', v)}
          size={100}
          label="上传照片"
          inputLabel="选择用印照片"
        />
        <Text size="xs" c="dimmed">
          可拍摄盖章后的文件页，便于日后核查（选填）。
        </Text>
      </Stack>
      <Textarea
        label="用印说明"
        maxLength={200}
        autosize
        minRows={2}
        placeholder="如：合同两份已盖章，原件交申请人"
        {...form.getInputProps('remark')}
      />
    </FormDialog>
  );
}
