import { BILL_PAGE } from '@contract/finance/bills';
import { formatFen } from '@contract/finance/fees';
import { PAY_TYPES, type PaymentRow } from '@contract/finance/bill-rows';
import { Anchor, Button, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { checkOnReceipt, receiptPdf } from '@/lib/api/calls/billing';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { saveFile } from '@/lib/xlsx/xlsx-client';
import type { Column } from '@/ui/DataTable';
import { FormDialog } from '@/ui/FormDialog';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

type Row = PaymentRow & { studentName: string; className: string; title: string };

/** 收款记录: money received (paid payments), newest first, with each receipt's PDF and its check. */
export function PaymentsTab() {
  const { schoolId } = useReplica();
  const payments = useSchoolRows('payments');
  const bills = useSchoolRows('bills');
  const classes = useSchoolRows('classes');
  const online = useBrowserOnline();
  const mayRead = useCan(BILL_PAGE);
  const search = useSearchText();
  const [payType, setPayType] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const rows = useMemo(() => {
    if (!payments || !bills) return undefined;
    const billById = new Map(bills.map((b) => [b.id, b]));
    const classById = new Map((classes ?? []).map((c) => [c.id, c.name]));
    return payments
      .filter((p) => p.state === 'paid' && (!payType || String(p.payType) === payType))
      .map((p) => {
        const b = billById.get(p.billId);
        return { ...p, studentName: b?.studentName ?? '—', className: classById.get(p.classId) ?? '—', title: b?.title ?? '' };
      })
      .filter((r) => !search.query || r.studentName.includes(search.query) || r.receiptNo.includes(search.query))
      .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? ''));
  }, [payments, bills, classes, payType, search.query]);
  const paging = usePaging(rows);
  const total = (rows ?? []).reduce((s, r) => s + r.amountFen, 0);
  const download = async (p: Row) => {
    if (!schoolId) return;
    try {
      const blob = await receiptPdf(schoolId, p.id);
      saveFile(await blob.arrayBuffer(), `收据-${p.receiptNo}.pdf`, 'application/pdf');
    } catch {
      // shown by the api client
    }
  };
  const columns: Column<Row>[] = [
    { key: 'no', title: '收据编号', width: 160, render: (r) => r.receiptNo },
    { key: 'child', title: '幼儿', width: 90, render: (r) => r.studentName },
    { key: 'class', title: '班级', width: 90, render: (r) => r.className },
    { key: 'bill', title: '账单名称', render: (r) => r.title },
    { key: 'amount', title: '金额', width: 110, align: 'right', render: (r) => formatFen(r.amountFen) },
    { key: 'type', title: '支付方式', width: 90, render: (r) => PAY_TYPES[r.payType] },
    {
      key: 'at',
      title: '收款时间',
      width: 160,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.paidAt ? formatDateTime(r.paidAt) : '—'}
        </Text>
      ),
    },
    { key: 'op', title: '经办人', width: 80, render: (r) => r.operatorName || '—' },
    {
      key: 'checked',
      title: '核验',
      width: 80,
      render: (r) =>
        r.receiptChecked ? (
          <Text size="sm" c="teal.7" style={{ whiteSpace: 'nowrap' }}>
            已核验
          </Text>
        ) : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            未核验
          </Text>
        ),
    },
  ];
  return (
    <>
      <RecordTable<Row>
        paging={paging}
        columns={columns}
        filters={
          <>
            <Select
              aria-label="支付方式"
              placeholder="全部支付方式"
              clearable
              w={140}
              data={Object.entries(PAY_TYPES).map(([value, label]) => ({ value, label }))}
              value={payType}
              onChange={paging.withFirstPage(setPayType)}
            />
            <SearchInput
              aria-label="幼儿姓名或收据编号"
              placeholder="幼儿姓名或收据编号"
              search={search}
              onChange={() => paging.toFirstPage()}
            />
          </>
        }
        addLabel=""
        toolbar={
          mayRead && (
            <Tooltip label={online ? '输入收据编号和校验码核验收据真伪' : '核验收据需联网'}>
              <Button variant="light" leftSection={<IconShieldCheck size={16} />} disabled={!online} onClick={() => setChecking(true)}>
                核验收据
              </Button>
            </Tooltip>
          )
        }
        rowExtra={(r) =>
          online ? (
            <Anchor component="button" type="button" size="sm" onClick={() => download(r)}>
              收据
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" title="下载收据需联网">
              收据
            </Text>
          )
        }
      />
      <Text size="sm" ta="right">
        收款合计 <b>{formatFen(total)}</b>
      </Text>
      {schoolId && <CheckReceiptDialog opened={checking} schoolId={schoolId} onClose={() => setChecking(false)} />}
    </>
  );
}

/** 核验: a receipt's number and check code → the payment it records (marked checked), or 收据不存在或校验码错误. */
function CheckReceiptDialog({ opened, schoolId, onClose }: { opened: boolean; schoolId: number; onClose: () => void }) {
  const [receiptNo, setReceiptNo] = useState('');
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setSaving(true);
    try {
      const p = await checkOnReceipt(schoolId, receiptNo.trim(), code.trim());
      notify.success(`核验通过：${p.receiptNo} ${formatFen(p.amountFen)} ${PAY_TYPES[p.payType]}`);
      setReceiptNo('');
      setCode('');
      onClose();
    } catch {
      // shown by the api client (收据不存在或校验码错误)
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog opened={opened} onClose={onClose} title="核验收据" size="sm" onSubmit={submit} saving={saving}>
      <TextInput
        label="收据编号"
        withAsterisk
        maxLength={30}
        placeholder="如 SJ2026112600001"
        value={receiptNo}
        onChange={(e) => setReceiptNo(e.currentTarget.value)}
      />
      <TextInput
        label="校验码"
        withAsterisk
        maxLength={16}
        placeholder="收据上的8位校验码"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
