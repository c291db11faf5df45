import { PAY_TYPES } from '@contract/finance/bill-rows';
import { uuidv7 } from '@contract/ids';
import { INCOME_MAX_PICTURES, INCOME_TYPES, type IncomeProjectRow, incomeFormSchema } from '@contract/finance/income';
import { Alert, Input, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { recordIncome } from '@/lib/api/calls/other-income';
import { useRecordForm } from '@/lib/form/use-record-form';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { PastDateInput } from '@/ui/fields/PastDateInput';
import { FormDialog } from '@/ui/FormDialog';
import { ImageListUpload } from '@/ui/upload';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  /** The school's projects (the enabled ones are offered). */
  projects: readonly IncomeProjectRow[];
  online: boolean;
  /** After the server recorded it: its receipt number (the pull brings the row). */
  onRecorded: (receiptNo: string) => void;
}

interface Values extends Record<string, unknown> {
  projectId: string | null;
  payerName: string;
  payerPhone: string;
  amountFen: string;
  payType: string;
  day: string | null;
  pictures: string[];
  remark: string;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const valuesOf = (): Values => ({
  projectId: null,
  payerName: '',
  payerPhone: '',
  amountFen: '',
  payType: '5',
  day: today(),
  pictures: [],
  remark: '',
});
const schema = z.preprocess((v) => {
  const f = v as Values;
  return { ...f, projectId: f.projectId ?? '', amountFen: fenOf(f.amountFen), payType: Number(f.payType), day: f.day ?? '' };
}, incomeFormSchema);
const PAY_OPTIONS = Object.entries(PAY_TYPES).map(([value, label]) => ({ value, label }));

/**
 * 新增收入: the project, who paid, the amount typed in yuan (kept as fen), how and when, voucher pictures and a
 * remark. Recorded online: the server gives the receipt number; the id is made when the dialog opens, so a retried
 * 确定 never records twice.
 */
export function IncomeFormDialog({ opened, onClose, schoolId, projects, online, onRecorded }: Props) {
  const id = useRef(uuidv7());
  useEffect(() => {
    if (opened) id.current = uuidv7();
  }, [opened]);
  const { form, submit, saving } = useRecordForm({
    opened,
    onClose,
    row: null,
    valuesOf,
    schema,
    save: async (fields) => {
      try {
        const r = await recordIncome({ ...fields, id: id.current, schoolId });
        onRecorded(r.receiptNo);
        return true;
      } catch {
        return false; // the api client shows the server's message
      }
    },
    success: () => '登记成功',
  });
  const options = projects.filter((p) => p.enabled).map((p) => ({ value: p.id, label: `${p.name}（${INCOME_TYPES[p.type]}）` }));
  return (
    <FormDialog opened={opened} onClose={onClose} title="新增收入" size="lg" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      <SimpleGrid cols={2}>
        <Select
          label="收入项目"
          withAsterisk
          searchable
          placeholder={options.length ? '请选择收入项目' : '请先在「收入项目」中新增'}
          nothingFoundMessage="没有匹配的收入项目"
          data={options}
          allowDeselect={false}
          {...form.getInputProps('projectId')}
        />
        <YuanInput label="金额" withAsterisk {...form.getInputProps('amountFen')} />
        <TextInput label="交款人" withAsterisk maxLength={30} placeholder="单位或个人名称" {...form.getInputProps('payerName')} />
        <TextInput label="联系电话" maxLength={11} placeholder="选填" {...form.getInputProps('payerPhone')} />
        <Select label="支付方式" withAsterisk data={PAY_OPTIONS} allowDeselect={false} {...form.getInputProps('payType')} />
        <PastDateInput label="收款日期" withAsterisk {...form.getInputProps('day')} />
      </SimpleGrid>
      <Input.Wrapper label={`凭证图片（最多${INCOME_MAX_PICTURES}张，如合同、转账记录）`} error={form.errors.pictures}>
        <ImageListUpload
          value={form.values.pictures}
          onChange={(v) => form.setFieldValue('pictures', v)}
          max={INCOME_MAX_PICTURES}
          size={96}
          inputLabel="选择凭证图片"
        />
      </Input.Wrapper>
      <Textarea label="备注" maxLength={200} autosize minRows={2} placeholder="如 11月礼堂租金" {...form.getInputProps('remark')} />
      {!online && (
        <Alert color="orange" variant="light">
          当前离线，登记收入需要联网。
        </Alert>
      )}
    </FormDialog>
  );
}
