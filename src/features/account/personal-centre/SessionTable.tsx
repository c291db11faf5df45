import type { DeviceSession } from '@contract/org/departments';
import { Anchor, Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { EmptyState } from '@/ui/EmptyState';

/** 个人中心's 登录设备 and 登录记录 table: one row per signed-in session, with 退出 for another live device. */
export function SessionTable({
  rows,
  onEnd,
  history,
}: {
  rows: DeviceSession[] | undefined;
  onEnd?: ((s: DeviceSession) => void) | undefined;
  history?: boolean;
}) {
  if (!rows) return <Skeleton h={160} />;
  if (rows.length === 0) return <EmptyState />;
  const state = (s: DeviceSession) =>
    s.current ? (
      <Badge color="teal" variant="light">
        本机
      </Badge>
    ) : s.live ? (
      <Badge variant="light">在线</Badge>
    ) : s.revokedAt ? (
      <Badge color="gray" variant="light">
        已退出
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        已过期
      </Badge>
    );
  return (
    <Stack gap="xs">
      <Table striped verticalSpacing="sm" data-testid={history ? 'login-history' : 'device-list'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60} ta="center">
              序号
            </Table.Th>
            <Table.Th>设备</Table.Th>
            <Table.Th>IP 地址</Table.Th>
            <Table.Th>登录时间</Table.Th>
            <Table.Th w={90}>状态</Table.Th>
            {!history && <Table.Th w={90}>操作</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s, i) => (
            <Table.Tr key={s.id} data-testid={`session-${s.current ? 'current' : s.id}`}>
              <Table.Td ta="center" c="dimmed">
                {i + 1}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <IconDeviceDesktop size={16} stroke={1.5} />
                  <Text size="sm">{s.device}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{s.ip || '—'}</Table.Td>
              <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
              <Table.Td>{state(s)}</Table.Td>
              {!history && (
                <Table.Td>
                  {!s.current && onEnd && (
                    <Anchor component="button" type="button" size="sm" c="red" onClick={() => onEnd(s)}>
                      退出
                    </Anchor>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        共 {rows.length} 条
      </Text>
    </Stack>
  );
}
