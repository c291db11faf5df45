import {
  INVOICE_TITLE_TYPE,
  INVOICE_TYPE_LABELS,
  InvoiceMsg,
  InvoiceType,
  invoiceFormSchema,
  invoicePdfUrl,
} from '@contract/orders/invoices';
import type { Order } from '@contract/orders/school-orders';
import { z } from '@contract/zod-locale';
import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { applyInvoice } from '@/lib/api/calls/invoices';
import { useRecordForm } from '@/lib/form/use-record-form';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import type { InvoicePreviewTarget } from './InvoicePreviewDialog';

type Values = {
  invoiceType: string;
  invoiceTitle: string;
  taxNumber: string;
  depositAddress: string;
  phone: string;
  depositBank: string;
  depositAccount: string;
  remark: string;
};

/** The stored application, or a blank one (type 1 by default, SPEC §5). */
const valuesOf = (order: Order | null): Values => {
  const i = order?.invoice;
  return {
    invoiceType: String(i?.invoiceType ?? InvoiceType.special),
    invoiceTitle: i?.invoiceTitle ?? '',
    taxNumber: i?.taxNumber ?? '',
    depositAddress: i?.depositAddress ?? '',
    phone: i?.phone ?? '',
    depositBank: i?.depositBank ?? '',
    depositAccount: i?.depositAccount ?? '',
    remark: i?.remark ?? '',
  };
};

/** The contract's §5 rules over the form's values (the radio holds the type as text). */
const formSchema = z.preprocess(
  (v) => (v && typeof v === 'object' ? { ...v, invoiceType: Number((v as Values).invoiceType) } : v),
  invoiceFormSchema,
);

export const toSheetInvoice = (v: Values) => ({ ...v, invoiceType: Number(v.invoiceType) });

interface Props {
  /** The order applied for (invoicingSatus 0), or viewed (1 or 2: read-only). */
  order: Order | null;
  schoolId: number;
  online: boolean;
  onClose: () => void;
  onApplied: () => void;
  onPreview: (target: InvoicePreviewTarget) => void;
}

/**
 * 申请开票 (SPEC §4 invoice, §5 rules): the buyer's details for a paid order, checked here with the same rules the
 * server applies; nothing is sent while one fails. Once applied (invoicingSatus 1 or 2) the same fields open
 * read-only. Applying needs the server.
 */
export function InvoiceDialog({ order, schoolId, online, onClose, onApplied, onPreview }: Props) {
  const readOnly = !!order && order.invoicingSatus !== 0;
  const { form, submit, saving } = useRecordForm({
    opened: !!order,
    onClose,
    row: order,
    valuesOf,
    schema: formSchema,
    save: async (fields, o) => {
      if (!o) return false;
      if (!online) {
        notify.warning(InvoiceMsg.offline);
        return false;
      }
      // A refusal is shown by the call itself (its Chinese message); the dialog stays open with what was typed.
      const applied = await applyInvoice({
        ...fields,
        schoolId,
        contractId: o.contractId,
        contractMoney: o.totalPrice,
        invoiceMoney: o.totalPrice,
        titleType: INVOICE_TITLE_TYPE,
      }).then(
        () => true,
        () => false,
      );
      if (applied) onApplied();
      return applied;
    },
    success: () => `${InvoiceMsg.applied}，${InvoiceMsg.appliedNote}`,
  });

  if (readOnly && order) {
    return (
      <Modal opened onClose={onClose} title="查看开票信息" size="lg" centered>
        <Stack gap="md">
          <InvoiceFields order={order} form={form} readOnly />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() =>
                onPreview({
                  order,
                  invoice: toSheetInvoice(form.getValues()),
                  pdfUrl: order.invoice?.pdfUrl || invoicePdfUrl(schoolId, order.orderId),
                })
              }
            >
              预览
            </Button>
            <Button onClick={onClose}>关闭</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <FormDialog opened={!!order} onClose={onClose} title="申请开票" size="lg" onSubmit={submit} saving={saving} dirty={form.isDirty()}>
      {order && <InvoiceFields order={order} form={form} readOnly={false} />}
    </FormDialog>
  );
}

function InvoiceFields({ order, form, readOnly }: { order: Order; form: UseFormReturnType<Values>; readOnly: boolean }) {
  // Read-only, not disabled: the text stays legible (and can be copied); the filled look says it cannot be changed.
  const field = (name: keyof Values) => ({
    ...form.getInputProps(name),
    readOnly,
    variant: readOnly ? 'filled' : 'default',
    withAsterisk: !readOnly,
  });
  return (
    <>
      <Group gap="xl">
        <Text size="sm">合同编号：{order.contractId}</Text>
        <Text size="sm">
          开票金额：
          <Text span fw={700}>
            ¥{order.totalPrice}
          </Text>
        </Text>
      </Group>
      <Radio.Group label="发票类型" {...form.getInputProps('invoiceType')}>
        <Group mt={6}>
          {Object.entries(INVOICE_TYPE_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={label} disabled={readOnly} />
          ))}
        </Group>
      </Radio.Group>
      <TextInput label="发票抬头" placeholder="请输入发票抬头" {...field('invoiceTitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label="税务登记证号" placeholder="请输入税务登记证号" inputMode="numeric" {...field('taxNumber')} />
        <TextInput label="电话" placeholder="请输入电话" inputMode="tel" {...field('phone')} />
        <TextInput label="开户行" placeholder="请输入开户行" {...field('depositBank')} />
        <TextInput label="账号" placeholder="请输入账号" inputMode="numeric" {...field('depositAccount')} />
      </SimpleGrid>
      <TextInput label="地址" placeholder="请输入地址" {...field('depositAddress')} />
      <Textarea
        label="备注"
        placeholder="请输入备注"
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('remark')}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
      />
    </>
  );
}
