import { REIMBURSE_STATES, type ReimburseDetail, type ReimbursementRow } from '@contract/finance/expenses';
import { formatFen } from '@contract/finance/fees';
import { PAY_TYPES } from '@contract/finance/bill-rows';
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Table, Text, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getReimbursement } from '@/lib/api/calls/expenses';
import { formatDateTime } from '@/lib/format';
import { PictureThumbs } from '@/ui/PictureThumbs';

const APPROVAL_STATUS: Record<number, string> = { 1: '审批中', 2: '已通过', 3: '已拒绝', [-1]: '撤销中', [-2]: '已撤销' };
const RESULT: Record<string, string> = { approved: '同意', refused: '拒绝', auto: '自动通过' };

/** The detail with a key per step (steps have no id; their order is fixed). */
type Keyed = Omit<ReimburseDetail, 'approval'> & {
  approval:
    | (Omit<NonNullable<ReimburseDetail['approval']>, 'flow'> & {
        flow: (NonNullable<ReimburseDetail['approval']>['flow'][number] & { key: string })[];
      })
    | null;
};

interface Props {
  row: ReimbursementRow | null;
  schoolId: number;
  online: boolean;
  onClose: () => void;
  onAudit: (r: ReimbursementRow) => void;
}

/** 详情: the claim as the replica holds it, and (online) its 报销申请's progress step by step; 变更记录 opens the audit. */
export function DetailDrawer({ row, schoolId, online, onClose, onAudit }: Props) {
  const [detail, setDetail] = useState<Keyed | null | undefined>(undefined);
  useEffect(() => {
    setDetail(undefined);
    if (!row || !online || !row.approvalId) return;
    getReimbursement(schoolId, row.id).then(
      (d) =>
        setDetail(
          d.approval
            ? { ...d, approval: { ...d.approval, flow: d.approval.flow.map((st, i) => ({ ...st, key: `step${i}` })) } }
            : { ...d, approval: null },
        ),
      () => setDetail(null),
    );
  }, [row, schoolId, online]);
  const fields: [string, React.ReactNode][] = row
    ? [
        ['支出项目', `${row.projectName}（${row.category}）`],
        ['报销金额', <b key="a">{formatFen(row.amountFen)}</b>],
        ['费用日期', row.day],
        ['申请人', row.applicantName || '—'],
        ['报销事由', row.reason || '—'],
        ['收款账户', row.payeeAccount || '—'],
        ['发票', <PictureThumbs key="p" pictures={row.pictures} label="发票" />],
        ['来源', row.approvalId ? '审批中心·报销申请' : '支出报销页面登记'],
        ['审核', row.reviewerName ? `${row.reviewerName} ${row.reviewedAt ? formatDateTime(row.reviewedAt) : ''}` : '—'],
        ...(row.state === 'rejected' ? ([['驳回原因', row.rejectReason]] as [string, string][]) : []),
        ...(row.state === 'paid'
          ? ([
              ['支付方式', row.payType ? PAY_TYPES[row.payType as keyof typeof PAY_TYPES] : '—'],
              ['付款日期', row.payDay ?? '—'],
              ['付款人', row.payerName || '—'],
            ] as [string, string][])
          : []),
      ]
    : [];
  return (
    <Drawer opened={row !== null} onClose={onClose} title="报销详情" position="right" size="lg">
      {row && (
        <Stack gap="md">
          <Group justify="space-between">
            <Badge size="lg" variant="light">
              {REIMBURSE_STATES[row.state]}
            </Badge>
            <Button variant="subtle" size="xs" onClick={() => onAudit(row)}>
              变更记录
            </Button>
          </Group>
          {row.issue && (
            <Alert color="orange" title="需要核对">
              {row.issue}
            </Alert>
          )}
          <Table withTableBorder withColumnBorders>
            <Table.Tbody>
              {fields.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Td w={110} c="dimmed">
                    {label}
                  </Table.Td>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {row.approvalId && (
            <Stack gap="xs">
              <Text fw={600}>审批进度</Text>
              {!online ? (
                <Text size="sm" c="dimmed">
                  需联网：当前处于离线状态，联网后查看审批进度。
                </Text>
              ) : detail === undefined ? (
                <Loader size="sm" />
              ) : !detail?.approval ? (
                <Text size="sm" c="dimmed">
                  审批记录不可用
                </Text>
              ) : (
                <>
                  <Text size="sm">
                    {detail.approval.templateName} · {detail.approval.applicantName} 于 {detail.approval.createTime} 提交 ·{' '}
                    {APPROVAL_STATUS[detail.approval.status] ?? ''}
                  </Text>
                  <Timeline active={detail.approval.flow.length} bulletSize={18} lineWidth={2}>
                    {detail.approval.flow.map((st) => (
                      <Timeline.Item key={st.key} title={`${st.label}（${st.mode === 'all' ? '会签' : '或签'}）`}>
                        {st.decisions.length === 0 ? (
                          <Text size="xs" c="dimmed">
                            等待审批
                          </Text>
                        ) : (
                          st.decisions.map((d) => (
                            <Text size="xs" key={`${d.name}-${d.time}`}>
                              {d.name} {RESULT[d.result] ?? d.result} {d.time}
                              {d.comment ? `：${d.comment}` : ''}
                            </Text>
                          ))
                        )}
                      </Timeline.Item>
                    ))}
                  </Timeline>
                </>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
