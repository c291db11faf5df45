import { BANK_TRANSFER_NOTE, type BankInfo, type Order } from '@contract/orders/school-orders';
import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { getBankInfoOfAgent } from '@/lib/api/calls/order-payments';

/** The account's lines as the 对公转账 dialog lists them (SPEC §3 Bank transfer info). */
const ROWS: { label: string; value: (b: BankInfo) => string }[] = [
  { label: '收款单位', value: (b) => b.companyName },
  { label: '开户银行', value: (b) => b.bankName },
  { label: '开户支行', value: (b) => b.branchBankName },
  { label: '银行账号', value: (b) => b.bankCardNo },
  { label: '联行号', value: (b) => b.interBankNo },
  { label: '联系电话', value: (b) => b.mobile },
];

/**
 * 对公转账 (SPEC §2 order list dialogs, §3, §9): the agent's account from getBankInfoOfAgent, the amount and the order
 * number to write as the transfer's note, and the 1–5 working days it takes. 在线支付 goes back to scanning when the
 * server says online payment is offered (onlineSupport 1). The transfer is matched by the agent's staff: nothing here
 * marks the order paid.
 */
export function BankTransferBody({
  schoolId,
  order,
  onClose,
  onPayOnline,
}: {
  schoolId: number;
  order: Order;
  onClose: () => void;
  onPayOnline: () => void;
}) {
  const [info, setInfo] = useState<BankInfo | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getBankInfoOfAgent(schoolId, { signal: controller.signal })
      .then(setInfo)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [schoolId]);

  if (failed) {
    return (
      <Stack>
        <Text c="red" size="sm">
          对公转账账户获取失败，请稍后重试或联系客服
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            关闭
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!info) return <Loader mx="auto" display="block" />;
  return (
    <Stack gap="sm" data-testid="bank-transfer">
      <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm">
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w={96} bg="gray.0" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td>{row.value(info) || '—'}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th bg="gray.0" fw={500}>
              转账金额
            </Table.Th>
            <Table.Td>
              <Text span fw={700} c="red.7">
                ¥{order.totalPrice}
              </Text>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th bg="gray.0" fw={500}>
              转账备注
            </Table.Th>
            <Table.Td>订单号 {order.orderId}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
        <Text size="sm">{BANK_TRANSFER_NOTE}</Text>
        <Text size="sm">转账时请在备注中填写订单号，以便核对到账。</Text>
      </Alert>
      <Group justify="flex-end" mt="xs">
        {info.onlineSupport === 1 && (
          <Button variant="default" onClick={onPayOnline}>
            在线支付
          </Button>
        )}
        <Button onClick={onClose}>我知道了</Button>
      </Group>
    </Stack>
  );
}
