import type { RoleListItem } from '@contract/org/roles';
import { Badge, Paper, Skeleton, Table, Text } from '@mantine/core';
import { EmptyState } from '@/ui/EmptyState';
import classes from './roles.module.css';

interface RoleListProps {
  roles: RoleListItem[] | undefined;
  selectedId: number | undefined;
  onSelect: (role: RoleListItem) => void;
}

/** The school's positions (序号, 岗位, 人数, 全部权限): a click chooses the one whose rights the panel shows. */
export function RoleList({ roles, selectedId, onSelect }: RoleListProps) {
  return (
    <Paper withBorder radius="md" className={classes.list}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="岗位列表">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56} ta="center">
              序号
            </Table.Th>
            <Table.Th>岗位</Table.Th>
            <Table.Th w={64} ta="center">
              人数
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles === undefined &&
            ['a', 'b', 'c', 'd'].map((k) => (
              <Table.Tr key={k}>
                <Table.Td colSpan={3}>
                  <Skeleton h={18} />
                </Table.Td>
              </Table.Tr>
            ))}
          {roles?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <EmptyState />
              </Table.Td>
            </Table.Tr>
          )}
          {roles?.map((r, i) => (
            <Table.Tr
              key={r.positionId}
              className={classes.row}
              data-selected={r.positionId === selectedId || undefined}
              aria-selected={r.positionId === selectedId}
              onClick={() => onSelect(r)}
            >
              <Table.Td ta="center" c="dimmed">
                {i + 1}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={r.positionId === selectedId ? 600 : 400} component="span">
                  {r.positionName}
                </Text>
                {r.allRights && (
                  <Badge size="xs" variant="light" color="orange" ml={6}>
                    全部权限
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="center">{r.memberCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {roles && (
        <Text size="xs" c="dimmed" px="md" py="xs" className={classes.listFooter}>
          共 {roles.length} 条
        </Text>
      )}
    </Paper>
  );
}
