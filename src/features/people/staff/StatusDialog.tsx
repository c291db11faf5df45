import { EMPLOYMENT_STATUS_LABEL, isStaffActive, type StaffProfileRow } from '@contract/people/staff';
import { Alert, Select, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useRecordForm } from '@/lib/form/use-record-form';
import { useMutate } from '@/lib/replica/use-mutate';
import { FormDialog } from '@/ui/FormDialog';
import { DayField } from './DayField';
import { dayOrNull, optionsOf, staffFormSchema } from './staff-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  row: StaffProfileRow | null;
}

const valuesOf = (p: StaffProfileRow | null) => ({
  status: String(p?.status ?? 1),
  date: dayjs().format('YYYY-MM-DD') as string | null,
  reason: '',
});

/**
 * 变更状态: 转正, 兼职, 离职, 退休… with the day and the reason. 离职, 退休 and 内退 end the member's sign-in to this
 * school (the dialog says so before it is confirmed); set back to a serving status, they sign in again.
 */
export function StatusDialog({ opened, onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const schema = staffFormSchema('staffProfile.setStatus', (v) => ({
    ...v,
    schoolId,
    userId: row?.userId ?? 0,
    status: Number(v.status),
    date: dayOrNull(v.date) ?? '',
  }));
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row,
    valuesOf,
    schema,
    save: (args) => mutate('staffProfile.setStatus', args),
    success: () => '状态已变更',
  });
  const leaving = !isStaffActive(Number(form.values.status));
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={`变更状态 - ${row?.name ?? ''}`}
      size="md"
      onSubmit={submit}
      saving={saving}
      dirty={form.isDirty()}
    >
      <Select
        label="员工状态"
        withAsterisk
        data={optionsOf(EMPLOYMENT_STATUS_LABEL)}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <DayField label="变更日期" withAsterisk {...form.getInputProps('date')} />
      <TextInput label="原因" maxLength={100} placeholder="请输入原因（选填）" {...form.getInputProps('reason')} />
      {leaving && (
        <Alert color="orange" variant="light">
          设为{EMPLOYMENT_STATUS_LABEL[Number(form.values.status)]}
          后，该教职工将无法登录本园，也不再出现在考勤等名单中；档案仍保留，可随时恢复。
        </Alert>
      )}
    </FormDialog>
  );
}
