import { formatFen } from '@contract/finance/fees';
import { type Payslip, SALARY_KINDS } from '@contract/finance/salaries';
import { Anchor, Divider, Group, Modal, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getMyPayslips } from '@/lib/api/calls/salaries';
import { formatDateTime } from '@/lib/format';
import { useReplica } from '@/lib/replica/replica';
import { EmptyState } from '@/ui/EmptyState';
import { chinaDay } from '@contract/china-time';

const monthLabel = (m: string) => `${m.slice(0, 4)}年${Number(m.slice(5))}月`;

/**
 * 我的工资条: the signed-in member's own payslips of the months issued (GET /park/salary/my/info — membership only,
 * no finance password), newest first; 查看 opens one: each item, the totals, the deductions given back.
 */
export function MyPayslips({ online }: { online: boolean }) {
  const { schoolId } = useReplica();
  const [list, setList] = useState<Payslip[]>();
  const [open, setOpen] = useState<Payslip | null>(null);
  useEffect(() => {
    if (online && schoolId) getMyPayslips(schoolId).then(setList, () => setList([]));
  }, [online, schoolId]);
  if (!list) return online ? <Skeleton h={160} /> : <EmptyState />;
  if (list.length === 0) return <EmptyState />;
  return (
    <Stack gap="xs">
      <Table striped verticalSpacing="sm" data-testid="my-payslips">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60} ta="center">
              序号
            </Table.Th>
            <Table.Th>月份</Table.Th>
            <Table.Th ta="right">应发</Table.Th>
            <Table.Th ta="right">扣款</Table.Th>
            <Table.Th ta="right">实发</Table.Th>
            <Table.Th w={80}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((p, i) => (
            <Table.Tr key={p.monthId}>
              <Table.Td ta="center" c="dimmed">
                {i + 1}
              </Table.Td>
              <Table.Td>{monthLabel(p.month)}</Table.Td>
              <Table.Td ta="right">{formatFen(p.addFen)}</Table.Td>
              <Table.Td ta="right">{formatFen(p.deductFen)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatFen(p.netFen)}
              </Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" onClick={() => setOpen(p)}>
                  查看
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        共 {list.length} 条
      </Text>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? `${monthLabel(open.month)}工资条` : ''} centered>
        {open && <PayslipView slip={open} />}
      </Modal>
    </Stack>
  );
}

function PayslipView({ slip }: { slip: Payslip }) {
  const line = (label: string, value: string, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} data-testid="payslip">
      <Text size="sm">
        {slip.name}
        {slip.departmentName ? ` · ${slip.departmentName}` : ''}
        {slip.issuedAt ? ` · 发放于 ${chinaDay(slip.issuedAt)}` : ''}
      </Text>
      <SimpleGrid cols={2} spacing="xl">
        {(['add', 'deduct'] as const).map((kind) => (
          <Stack gap={6} key={kind}>
            <Text size="sm" fw={600} c={kind === 'add' ? 'teal.7' : 'red.7'}>
              {SALARY_KINDS[kind]}
            </Text>
            {slip.items.filter((i) => i.kind === kind).map((i) => line(i.name, formatFen(slip.amounts[i.key] ?? 0)))}
          </Stack>
        ))}
      </SimpleGrid>
      <Divider my="xs" />
      {line('应发合计', formatFen(slip.addFen))}
      {line('扣款合计', formatFen(slip.deductFen))}
      {line('实发', formatFen(slip.netFen), true)}
      {slip.refunds.length > 0 && (
        <>
          <Divider my="xs" label="退还扣款" labelPosition="left" />
          {slip.refunds.map((r) => (
            <Group justify="space-between" key={r.id}>
              <Text size="sm" c="dimmed">
                {formatDateTime(r.at)} {r.reason}
              </Text>
              <Text size="sm">{formatFen(r.amountFen)}</Text>
            </Group>
          ))}
          {line('已退合计', formatFen(slip.refundFen))}
        </>
      )}
    </Stack>
  );
}
