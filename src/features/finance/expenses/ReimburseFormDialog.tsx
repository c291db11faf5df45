import { type ExpenseProjectRow, REIMBURSE_MAX_PICTURES, reimburseFormSchema } from '@contract/finance/expenses';
import { uuidv7 } from '@contract/ids';
import { Input, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { saveReimbursement } from '@/lib/api/calls/expenses';
import { useRecordForm } from '@/lib/form/use-record-form';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { PastDateInput } from '@/ui/fields/PastDateInput';
import { FormDialog } from '@/ui/FormDialog';
import { ImageListUpload } from '@/ui/upload';
import { today } from './use-expenses';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  projects: ExpenseProjectRow[];
  /** Whether the registrar holds :review (the claim is then 待付款 at once). */
  canReview: boolean;
  onSaved: () => void;
}

interface Values extends Record<string, unknown> {
  projectId: string | null;
  amountFen: string;
  day: string | null;
  reason: string;
  pictures: string[];
  payeeAccount: string;
}

const valuesOf = (): Values => ({ projectId: null, amountFen: '', day: today(), reason: '', pictures: [], payeeAccount: '' });
const schema = z.preprocess((v) => {
  const f = v as Values;
  return { ...f, projectId: f.projectId ?? '', amountFen: fenOf(f.amountFen), day: f.day ?? '' };
}, reimburseFormSchema);

/**
 * 登记报销 on the page (online): the registrar's own claim on an enabled project — amount in yuan (kept as fen), day,
 * reason, up to nine invoice pictures, payee account. A colleague's claim goes through 审批中心's 报销申请.
 */
export function ReimburseFormDialog({ opened, onClose, schoolId, projects, canReview, onSaved }: Props) {
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: null,
    valuesOf,
    schema,
    save: async (fields) => {
      try {
        await saveReimbursement({ ...fields, schoolId, id: uuidv7() });
        onSaved();
        return true;
      } catch {
        return false;
      }
    },
    success: () => (canReview ? '登记成功，已进入待付款' : '登记成功，等待审核'),
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title="登记报销" size="lg" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={2}>
        <Select
          label="支出项目"
          withAsterisk
          placeholder="请选择支出项目"
          data={projects.filter((p) => p.enabled).map((p) => ({ value: p.id, label: `${p.name}（${p.category}）` }))}
          allowDeselect={false}
          searchable
          {...form.getInputProps('projectId')}
        />
        <YuanInput label="报销金额" withAsterisk {...form.getInputProps('amountFen')} />
        <PastDateInput label="费用日期" withAsterisk {...form.getInputProps('day')} />
        <TextInput label="收款账户" maxLength={50} placeholder="选填，如 银行卡号" {...form.getInputProps('payeeAccount')} />
      </SimpleGrid>
      <Textarea label="报销事由" withAsterisk maxLength={200} autosize minRows={2} {...form.getInputProps('reason')} />
      <Input.Wrapper label={`发票图片（最多${REIMBURSE_MAX_PICTURES}张）`} error={form.errors.pictures}>
        <ImageListUpload
          value={form.values.pictures}
          onChange={(v) => form.setFieldValue('pictures', v)}
          max={REIMBURSE_MAX_PICTURES}
          size={96}
          inputLabel="选择发票图片"
        />
      </Input.Wrapper>
    </FormDialog>
  );
}
