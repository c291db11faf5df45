import type { BillView } from '@contract/finance/bills';
import { FEE_UNITS, formatFen } from '@contract/finance/fees';
import { type BillRow, PAY_TYPES, type PaymentRow } from '@contract/finance/bill-rows';
import { Anchor, Badge, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { EmptyState } from '@/ui/EmptyState';
import { PayBadge, ReadBadge, StateBadge } from './bill-labels';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

interface Props {
  view: BillView | null;
  className: string;
  payments: PaymentRow[];
  onClose: () => void;
  onAudit: (bill: BillRow) => void;
}

/** 详情: a bill's lines with their discounts, the discounts applied, its payments, and the way to its 变更记录. */
export function BillDetailDrawer({ view, className, payments, onClose, onAudit }: Props) {
  const discounts = useSchoolRows('discounts') ?? [];
  const bill = view?.bill;
  const paid = payments.filter((p) => p.billId === bill?.id && p.state === 'paid');
  return (
    <Drawer opened={view !== null} onClose={onClose} position="right" size="xl" title="账单详情">
      {bill && view && (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={5}>
              {bill.studentName} · {className} · {bill.title}
            </Title>
            <Anchor component="button" type="button" size="sm" onClick={() => onAudit(bill)}>
              变更记录
            </Anchor>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            <Text size="sm">
              状态：
              <StateBadge state={bill.state} />
            </Text>
            <Text size="sm">缴费状态：{bill.state === 'void' ? '—' : <PayBadge status={view.payStatus} />}</Text>
            <Text size="sm">
              阅读状态：
              <ReadBadge read={bill.read} />
            </Text>
            <Text size="sm">
              截止日期：{bill.dueOn}（{bill.overdue === 1 ? '逾期可缴' : '逾期不可缴'}）
            </Text>
            <Text size="sm">发布时间：{bill.publishedAt ? formatDateTime(bill.publishedAt) : '—'}</Text>
            <Text size="sm">
              学年学期：{bill.schoolYear} 第{bill.termType === 1 ? '一' : '二'}学期
            </Text>
          </SimpleGrid>
          {bill.voidReason && (
            <Text size="sm" c="red">
              作废原因：{bill.voidReason}
            </Text>
          )}
          {bill.remark && <Text size="sm">备注：{bill.remark}</Text>}
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={50}>序号</Table.Th>
                <Table.Th>收费项目</Table.Th>
                <Table.Th>数量</Table.Th>
                <Table.Th ta="right">单价</Table.Th>
                <Table.Th ta="right">金额</Table.Th>
                <Table.Th ta="right">优惠</Table.Th>
                <Table.Th ta="right">应收</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.lines.map((l, i) => (
                <Table.Tr key={l.itemId}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>
                    {l.quantity} {l.unit === 'day' ? '天' : l.unit === 'month' ? '个月' : ''}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {FEE_UNITS[l.unit]}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatFen(l.unitFen)}</Table.Td>
                  <Table.Td ta="right">{formatFen(l.amountFen)}</Table.Td>
                  <Table.Td ta="right">{l.discountFen ? `-${formatFen(l.discountFen)}` : '—'}</Table.Td>
                  <Table.Td ta="right">{formatFen(l.amountFen - l.discountFen)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={6} ta="right" fw={600}>
                  合计（已收 {formatFen(view.paidFen)}，未收 {formatFen(view.openFen)}）
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatFen(bill.totalFen)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              优惠：
            </Text>
            {bill.discountIds.length === 0 ? (
              <Text size="sm">无</Text>
            ) : (
              bill.discountIds.map((id) => (
                <Badge key={id} variant="light">
                  {discounts.find((d) => d.id === id)?.name ?? '已删除的优惠'}
                </Badge>
              ))
            )}
          </Group>
          <Text size="sm" fw={500}>
            收款记录
          </Text>
          {paid.length === 0 ? (
            <EmptyState />
          ) : (
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>收据编号</Table.Th>
                  <Table.Th ta="right">金额</Table.Th>
                  <Table.Th>支付方式</Table.Th>
                  <Table.Th>时间</Table.Th>
                  <Table.Th>经办人</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {paid.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.receiptNo}</Table.Td>
                    <Table.Td ta="right">{formatFen(p.amountFen)}</Table.Td>
                    <Table.Td>{PAY_TYPES[p.payType]}</Table.Td>
                    <Table.Td>{p.paidAt ? formatDateTime(p.paidAt) : '—'}</Table.Td>
                    <Table.Td>{p.operatorName || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
