import { settledOrder } from '@contract/attendance/day-fold';
import { Badge, Modal, Table, Text } from '@mantine/core';
import { EmptyState } from '@/ui/EmptyState';

const time = (iso: string) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

/** What a day's history shows of an event, children's or staff's. */
export interface HistoryEvent {
  id: string;
  day: string;
  hlc: string;
  createTime: string;
  recorderName: string;
}

/** How one area words its events: the status badge, the 原因 cell, and any column of its own (体温). */
export interface HistoryWording<E extends HistoryEvent> {
  status: (e: E) => { label: string; color: string };
  reason: (e: E) => string;
  extra?: { title: string; cell: (e: E) => { text: string; alert?: boolean } };
}

/**
 * A person's day: every event in HLC order (the order the rule settles them in, contract/attendance/day-fold.ts), who recorded
 * it and when the tap was made by the recorder's device clock. The last one is the day's state.
 */
export function DayHistoryDialog<E extends HistoryEvent>({
  opened,
  title,
  events,
  wording,
  onClose,
}: {
  opened: boolean;
  title: string;
  events: E[];
  wording: HistoryWording<E>;
  onClose: () => void;
}) {
  const ordered = settledOrder(events);
  const current = ordered.at(-1);
  const { extra } = wording;
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
              {extra && <Table.Th>{extra.title}</Table.Th>}
              <Table.Th>原因</Table.Th>
              <Table.Th>登记人</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((e, i) => {
              const status = wording.status(e);
              const cell = extra?.cell(e);
              return (
                <Table.Tr key={e.id}>
                  <Table.Td ta="center" c="dimmed">
                    {i + 1}
                  </Table.Td>
                  <Table.Td>{time(e.createTime)}</Table.Td>
                  <Table.Td>
                    <Badge color={status.color} variant="light">
                      {status.label}
                    </Badge>{' '}
                    {e === current && (
                      <Badge color="gray" variant="outline">
                        当前
                      </Badge>
                    )}
                  </Table.Td>
                  {cell && (
                    <Table.Td c={cell.alert ? 'red' : undefined} fw={cell.alert ? 700 : undefined}>
                      {cell.text || '—'}
                    </Table.Td>
                  )}
                  <Table.Td>{wording.reason(e) || '—'}</Table.Td>
                  <Table.Td>{e.recorderName || <Text c="dimmed">本机（待同步）</Text>}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
