import { ATTENDANCE_STATUS_LABEL, type AttendanceEventRow, type AttendanceStatus, LEAVE_TYPE_LABEL } from '@contract/attendance';
import { isFever, winsOver } from '@contract/attendance-day';
import { Badge, Modal, Table, Text } from '@mantine/core';
import { EmptyState } from '@/ui/EmptyState';
import { formatTemperature } from './record-tap';
import { STATUS_COLOR } from './ChildRow';

const time = (iso: string) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

/**
 * A child's day: every event in HLC order (the order the rule settles them in), who recorded it and when the tap
 * was made by the recorder's device clock. The last one is the day's state.
 */
export function DayHistoryDialog({
  opened,
  title,
  events,
  onClose,
}: {
  opened: boolean;
  title: string;
  events: AttendanceEventRow[];
  onClose: () => void;
}) {
  const ordered = [...events].sort((a, b) => (winsOver(a, b) ? 1 : -1));
  const current = ordered.at(-1);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      {ordered.length === 0 ? (
        <EmptyState />
      ) : (
        <Table striped verticalSpacing="sm" data-testid="attendance-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60} ta="center">
                序号
              </Table.Th>
              <Table.Th>登记时间</Table.Th>
              <Table.Th>状态</Table.Th>
              <Table.Th>体温</Table.Th>
              <Table.Th>原因</Table.Th>
              <Table.Th>登记人</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((e, i) => (
              <Table.Tr key={e.id}>
                <Table.Td ta="center" c="dimmed">
                  {i + 1}
                </Table.Td>
                <Table.Td>{time(e.createTime)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[e.status as AttendanceStatus]} variant="light">
                    {ATTENDANCE_STATUS_LABEL[e.status as AttendanceStatus]}
                  </Badge>{' '}
                  {e === current && (
                    <Badge color="gray" variant="outline">
                      当前
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td c={isFever(e.temperature) ? 'red' : undefined} fw={isFever(e.temperature) ? 700 : undefined}>
                  {formatTemperature(e.temperature) || '—'}
                </Table.Td>
                <Table.Td>{[LEAVE_TYPE_LABEL[e.leaveType], e.reason].filter(Boolean).join('：') || '—'}</Table.Td>
                <Table.Td>{e.recorderName || <Text c="dimmed">本机（待同步）</Text>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
