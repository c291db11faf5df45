import { formatFen } from '@contract/finance/fees';
import type { BillRow } from '@contract/finance/bill-rows';
import { REFUND_AUDITS, REFUND_REASONS, REFUND_WAYS, type RefundRecordRow, refundLeftFen } from '@contract/finance/refunds';
import { Anchor, Drawer, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { RefundStateBadge } from './refund-labels';

interface Props {
  record: RefundRecordRow;
  className: string;
  bills: BillRow[];
  onClose: () => void;
  onAudit: (r: RefundRecordRow) => void;
}

/** 详情: a refund's lines, what has moved (paid back, carried and where), the provider's answer, and 变更记录. */
export function RecordDetailDrawer({ record: r, className, bills, onClose, onAudit }: Props) {
  const title = (billId: string) => {
    const b = bills.find((x) => x.id === billId);
    return b ? `${b.title}` : '—';
  };
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title="退费详情">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={5}>
            {r.studentName} · {className} · {formatFen(r.amountFen)}
          </Title>
          <Anchor component="button" type="button" size="sm" onClick={() => onAudit(r)}>
            变更记录
          </Anchor>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Text size="sm">
            状态：
            <RefundStateBadge state={r.state} />
          </Text>
          <Text size="sm">退费方式：{REFUND_WAYS[r.way]}</Text>
          <Text size="sm">退费原因：{REFUND_REASONS[r.reason]}</Text>
          <Text size="sm">
            审核：{REFUND_AUDITS[r.audit]}
            {r.reviewerName ? `（${r.reviewerName}）` : ''}
          </Text>
          <Text size="sm">离园日期：{r.leaveOn ?? '—'}</Text>
          <Text size="sm">申请人：{r.operatorName || '—'}</Text>
          <Text size="sm">已退还：{formatFen(r.refundedFen)}</Text>
          <Text size="sm">已结转：{formatFen(r.carriedFen)}</Text>
          <Text size="sm">待处理：{formatFen(refundLeftFen(r))}</Text>
          <Text size="sm">申请时间：{formatDateTime(r.createdAt)}</Text>
          <Text size="sm">审核时间：{r.reviewedAt ? formatDateTime(r.reviewedAt) : '—'}</Text>
          <Text size="sm">完成时间：{r.doneAt ? formatDateTime(r.doneAt) : '—'}</Text>
        </SimpleGrid>
        {r.rejectReason && (
          <Text size="sm" c="red">
            驳回原因：{r.rejectReason}
          </Text>
        )}
        {r.voidReason && (
          <Text size="sm" c="red">
            作废原因：{r.voidReason}
          </Text>
        )}
        {r.remark && <Text size="sm">备注：{r.remark}</Text>}
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>序号</Table.Th>
              <Table.Th>账单</Table.Th>
              <Table.Th>收费项目</Table.Th>
              <Table.Th ta="right">退费金额</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.lines.map((l, i) => (
              <Table.Tr key={`${l.billId}:${l.itemId}`}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{title(l.billId)}</Table.Td>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td ta="right">{formatFen(l.amountFen)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={3} ta="right" fw={600}>
                合计
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatFen(r.amountFen)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {r.carries.length > 0 && (
          <>
            <Text size="sm" fw={500}>
              结转记录
            </Text>
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>抵扣账单</Table.Th>
                  <Table.Th ta="right">结转金额</Table.Th>
                  <Table.Th>时间</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.carries.map((c) => (
                  <Table.Tr key={`${c.billId}${c.at}`}>
                    <Table.Td>{title(c.billId)}</Table.Td>
                    <Table.Td ta="right">{formatFen(c.amountFen)}</Table.Td>
                    <Table.Td>{formatDateTime(c.at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        {r.way === 4 && (r.providerRefundId || r.providerAnswer) && (
          <Text size="sm">
            原路退回：{r.providerRefundId ? `退款单号 ${r.providerRefundId}` : ''} {r.providerAnswer}
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
