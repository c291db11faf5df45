import { formatFen } from '@contract/finance/fees';
import { REFUND_REASONS, REFUND_WAYS, type RefundRecordRow } from '@contract/finance/refunds';
import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { Column } from '@/ui/DataTable';
import { RefundStateBadge } from './refund-labels';

/** 退费记录's columns; 操作 shows 详情 and the links `actions` gives the row. */
export function recordColumns(
  className: (id: string) => string,
  setDetail: (r: RefundRecordRow) => void,
  actions: (r: RefundRecordRow) => ReactNode,
): Column<RefundRecordRow>[] {
  return [
    {
      key: 'student',
      title: '幼儿',
      width: 80,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.studentName}
        </Text>
      ),
    },
    {
      key: 'class',
      title: '班级',
      width: 80,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {className(r.classId)}
        </Text>
      ),
    },
    {
      key: 'amount',
      title: '退费金额',
      width: 110,
      align: 'right',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatFen(r.amountFen)}
        </Text>
      ),
    },
    {
      key: 'way',
      title: '退费方式',
      width: 96,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {REFUND_WAYS[r.way]}
        </Text>
      ),
    },
    {
      key: 'reason',
      title: '退费原因',
      width: 80,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {REFUND_REASONS[r.reason]}
        </Text>
      ),
    },
    { key: 'state', title: '状态', width: 96, render: (r) => <RefundStateBadge state={r.state} /> },
    {
      key: 'audit',
      title: '审核',
      width: 110,
      render: (r) => (
        <Text
          size="sm"
          c={r.state === 6 ? 'red.7' : r.audit === -1 ? 'teal.7' : 'dimmed'}
          title={r.rejectReason || undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {r.state === 6 ? '已驳回' : r.audit === -1 ? `${r.reviewerName || ''}已审核` : r.audit === 1 ? '审核中' : '未审核'}
        </Text>
      ),
    },
    {
      key: 'operator',
      title: '申请人',
      width: 80,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.operatorName || '—'}
        </Text>
      ),
    },
    {
      key: 'at',
      title: '时间',
      width: 150,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.createdAt)}
        </Text>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 220,
      render: (r) => (
        <Group gap={8} wrap="nowrap">
          <span>
            <Anchor component="button" type="button" size="sm" onClick={() => setDetail(r)} style={{ whiteSpace: 'nowrap' }}>
              详情
            </Anchor>
          </span>
          {actions(r)}
        </Group>
      ),
    },
  ];
}
