import { chinaToday } from '@contract/china-time';
import { formatFen, fenToYuanText } from '@contract/finance/fees';
import { uuidv7 } from '@contract/ids';
import {
  REFUND_REASONS,
  REFUND_WAYS,
  type RefundProposalLine,
  type RefundRecordRow,
  RefundMsg,
  paidPerBillLine,
  refundableBill,
  refundableByLine,
  refundLineKey,
  refundRecordFormSchema,
} from '@contract/finance/refunds';
import { Alert, Button, Checkbox, Group, Radio, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalculator } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { proposeRefund } from '@/lib/api/calls/refunds';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useMutate } from '@/lib/replica/use-mutate';
import { EmptyState } from '@/ui/EmptyState';
import { FormDialog } from '@/ui/FormDialog';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { options } from './refund-labels';
import { useClasses } from '@/lib/replica/use-classes';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

interface Props {
  onClose: () => void;
  schoolId: number;
  /** A draft or a rejected record to edit; null for a new one. */
  row: RefundRecordRow | null;
}
interface LineValues {
  billId: string;
  itemId: string;
  name: string;
  title: string;
  refundItemId: string | null;
  /** Paid on the bill line, and what it may still give back (the most this line may ask). */
  paidFen: number;
  maxFen: number;
  amount: string;
  on: boolean;
}

/**
 * 新增退费 / 编辑: one child's refund. Picking the child and the day it left asks the server's proposal
 * (queryRefundByStu: the paid bill lines and what the days or months not used are worth under the refund items); each
 * line may be lowered, never raised above what was paid on it and not yet given back. Offline, the child's paid lines
 * are listed from the replica to be typed by hand. Saved as a draft (refundRecord.save, offline too); 提交审核 follows
 * in the list.
 */
export function RecordFormDialog({ onClose, schoolId, row }: Props) {
  const mutate = useMutate();
  const online = useBrowserOnline();
  const classes = useClasses() ?? [];
  const students = useSchoolRows('students');
  const bills = useSchoolRows('bills');
  const payments = useSchoolRows('payments');
  const records = useSchoolRows('refundRecords');
  const [classId, setClassId] = useState<string | null>(null);
  const [studentId, setStudentId] = useState<string | null>(row?.studentId ?? null);
  const [leaveOn, setLeaveOn] = useState<string | null>(row ? row.leaveOn : chinaToday(new Date()));
  const [reason, setReason] = useState(String(row?.reason ?? 3));
  const [way, setWay] = useState(String(row?.way ?? 1));
  const [remark, setRemark] = useState(row?.remark ?? '');
  const [lines, setLines] = useState<LineValues[] | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // What each of the child's paid bill lines may still give back, by the replica (other records not voided counted).
  const local = useMemo(() => {
    if (!studentId || !bills || !payments || !records) return undefined;
    const paid = new Map<string, number>();
    const out: LineValues[] = [];
    const credits = records.filter((r) => r.state !== 5).flatMap((r) => r.carries);
    for (const b of bills.filter((x) => x.studentId === studentId && refundableBill(x))) {
      const perLine = paidPerBillLine(b, payments, credits);
      for (const [k, v] of perLine) paid.set(k, v);
      for (const l of b.lines)
        out.push({
          billId: b.id,
          itemId: l.itemId,
          name: l.name,
          title: b.title,
          refundItemId: null,
          paidFen: perLine.get(refundLineKey(b.id, l.itemId)) ?? 0,
          maxFen: 0,
          amount: '',
          on: false,
        });
    }
    const left = refundableByLine(paid, records, row?.id);
    return out.map((l) => ({ ...l, maxFen: Math.max(0, left.get(refundLineKey(l.billId, l.itemId)) ?? 0) }));
  }, [studentId, bills, payments, records, row?.id]);

  // Editing: the record's lines over the child's paid lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once, when the replica has answered
  useEffect(() => {
    if (!row || lines !== null || !local) return;
    const mine = new Map(row.lines.map((l) => [refundLineKey(l.billId, l.itemId), l]));
    setLines(
      local.map((l) => {
        const m = mine.get(refundLineKey(l.billId, l.itemId));
        return m ? { ...l, refundItemId: m.refundItemId, amount: fenToYuanText(m.amountFen), on: true } : l;
      }),
    );
  }, [local, row]);

  const fromProposal = (p: RefundProposalLine[]): LineValues[] =>
    p.map((l) => ({
      billId: l.billId,
      itemId: l.itemId,
      name: l.name,
      title: l.title,
      refundItemId: l.refundItemId,
      paidFen: l.paidFen,
      maxFen: l.refundableFen,
      amount: l.amountFen > 0 ? fenToYuanText(l.amountFen) : '',
      on: l.amountFen > 0,
    }));
  const propose = async () => {
    if (!studentId || !leaveOn) return setError(studentId ? RefundMsg.leaveOn : RefundMsg.student);
    setError(null);
    if (!online) {
      setLines(local ?? []);
      return;
    }
    setAsking(true);
    try {
      // The proposal's lines (the refund groups' items) first, then the child's other paid lines, to add by hand.
      const proposed = fromProposal(await proposeRefund(schoolId, studentId, leaveOn));
      const named = new Set(proposed.map((l) => refundLineKey(l.billId, l.itemId)));
      setLines([...proposed, ...(local ?? []).filter((l) => !named.has(refundLineKey(l.billId, l.itemId)) && l.maxFen > 0)]);
    } catch {
      // shown by the api client; the replica's lines to type by hand
      setLines(local ?? []);
    } finally {
      setAsking(false);
    }
  };
  // A new record: the proposal once a child is picked (and again when the day changes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked when the child or the day changes
  useEffect(() => {
    if (row || !studentId || !leaveOn) return;
    void propose();
  }, [studentId, leaveOn]);

  const patch = (i: number, p: Partial<LineValues>) => setLines((ls) => (ls ?? []).map((l, j) => (j === i ? { ...l, ...p } : l)));
  const lineIssue = (l: LineValues): string | null => {
    if (!l.on) return null;
    const fen = fenOf(l.amount);
    if (!Number.isInteger(fen)) return RefundMsg.amount;
    if (fen <= 0) return RefundMsg.amountPositive;
    return fen > l.maxFen ? RefundMsg.overRefund : null;
  };
  const [shown, setShown] = useState(false);
  const chosen = (lines ?? []).filter((l) => l.on);
  const totalFen = chosen.reduce((s, l) => s + (Number.isInteger(fenOf(l.amount)) ? fenOf(l.amount) : 0), 0);
  const child = (students ?? []).find((s) => s.id === studentId);
  const pickable = (students ?? []).filter((s) => (s.status === 1 || s.id === row?.studentId) && (!classId || s.classId === classId));

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setShown(true);
    const issue = (lines ?? []).map(lineIssue).find((x) => x !== null);
    if (issue) return setError(issue);
    const parsed = refundRecordFormSchema.safeParse({
      studentId: studentId ?? '',
      reason: Number(reason),
      way: Number(way),
      leaveOn: leaveOn || null,
      lines: chosen.map((l) => ({
        billId: l.billId,
        itemId: l.itemId,
        name: l.name,
        refundItemId: l.refundItemId,
        amountFen: fenOf(l.amount),
      })),
      remark,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? RefundMsg.lines);
    setError(null);
    setSaving(true);
    const ok = await mutate('refundRecord.save', { ...parsed.data, id: row?.id ?? uuidv7(), schoolId });
    setSaving(false);
    if (ok) {
      notify.success(row ? '修改成功，请提交审核' : '已保存为待提交的退费，请提交审核');
      onClose();
    }
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={row ? '编辑退费' : '新增退费'}
      size="xl"
      onSubmit={submit}
      saving={saving}
      dirty={lines !== null}
    >
      <Group grow align="flex-start">
        {!row && (
          <Select
            label="班级"
            placeholder="全部班级"
            clearable
            data={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            onChange={(v) => {
              setClassId(v);
              setStudentId(null);
              setLines(null);
            }}
          />
        )}
        <Select
          label="幼儿"
          withAsterisk
          searchable
          disabled={row !== null}
          placeholder="请选择幼儿"
          nothingFoundMessage="暂无幼儿"
          data={pickable.map((s) => ({ value: s.id, label: `${s.name}（${classes.find((c) => c.id === s.classId)?.name ?? ''}）` }))}
          value={studentId}
          onChange={(v) => {
            setStudentId(v);
            setLines(null);
          }}
        />
        <DateInput label="离园日期" valueFormat="YYYY-MM-DD" placeholder="请选择离园日期" value={leaveOn} onChange={setLeaveOn} />
      </Group>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            退费明细{child ? `（${child.name}的已缴账单）` : ''}
            <Text span size="xs" c="dimmed" fw={400}>
              {'  '}按离园日期测算未使用的天数和月数，金额可调低，不能超过可退金额
            </Text>
          </Text>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCalculator size={14} />}
            loading={asking}
            disabled={!studentId}
            onClick={() => void propose()}
          >
            {online ? '重新测算' : '列出已缴项目'}
          </Button>
        </Group>
        {lines === null || lines.length === 0 ? (
          <EmptyState description={studentId ? (lines === null ? '正在测算…' : '该幼儿没有可退费的已缴账单') : '请先选择幼儿'} />
        ) : (
          <Table withTableBorder verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>账单</Table.Th>
                <Table.Th>收费项目</Table.Th>
                <Table.Th ta="right">已缴</Table.Th>
                <Table.Th ta="right">可退</Table.Th>
                <Table.Th w={150}>退费金额</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => (
                <Table.Tr key={refundLineKey(l.billId, l.itemId)}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`退${l.name}`}
                      checked={l.on}
                      disabled={l.maxFen <= 0 && !l.on}
                      onChange={(e) => patch(i, { on: e.currentTarget.checked, amount: l.amount || fenToYuanText(l.maxFen) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1} title={l.title}>
                      {l.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td ta="right">{formatFen(l.paidFen)}</Table.Td>
                  <Table.Td ta="right">{formatFen(l.maxFen)}</Table.Td>
                  <Table.Td>
                    <YuanInput
                      aria-label={`${l.name}退费金额`}
                      disabled={!l.on}
                      value={l.amount}
                      error={shown ? lineIssue(l) : null}
                      onChange={(e) => patch(i, { amount: e.currentTarget.value })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" ta="right">
          退费合计 <b data-testid="refund-total">{formatFen(totalFen)}</b>
        </Text>
      </Stack>
      <Group grow align="flex-start">
        <Radio.Group label="退费原因" withAsterisk value={reason} onChange={setReason}>
          <Group mt={6}>
            {options(REFUND_REASONS).map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group label="退费方式" withAsterisk value={way} onChange={setWay}>
          <Group mt={6}>
            {options(REFUND_WAYS).map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      <Textarea label="备注" maxLength={200} autosize minRows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
