import { type SealUseRow, sealUseRejectSchema } from '@contract/org/seals';
import { Text, Textarea } from '@mantine/core';
import { rejectSealUse } from '@/lib/api/calls/seals';
import { useRecordForm } from '@/lib/form/use-record-form';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  use: SealUseRow | null;
}

const schema = sealUseRejectSchema.pick({ reason: true });

/** 驳回 a request made in 印章管理, with the reason the applicant sees (online). */
export function RejectDialog({ opened, onClose, schoolId, use }: Props) {
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: use,
    valuesOf: () => ({ reason: '' }),
    schema,
    save: async ({ reason }, u) => {
      if (!u) return false;
      return rejectSealUse(schoolId, u.id, reason).then(
        () => true,
        () => false,
      );
    },
    success: () => '已驳回',
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title="驳回用印申请" size="sm" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      {use && (
        <Text size="sm" c="dimmed">
          {use.applicantName}申请使用「{use.sealName}」{use.copies}份：{use.purpose}
        </Text>
      )}
      <Textarea
        label="驳回原因"
        withAsterisk
        maxLength={100}
        autosize
        minRows={3}
        placeholder="请输入驳回原因"
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
