import { ALERT_ACK_PERMISSION, ALERT_KINDS, type AlertKind } from '@contract/bus/alerts';
import { Badge, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BusAlertsView } from '@/lib/bus/use-bus-alerts';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session/can';
import { ago } from './ago';

const KIND_COLOR: Record<AlertKind, string> = { overspeed: 'red', offRoute: 'orange', parking: 'yellow', silent: 'gray' };

/**
 * 告警信息: the school's alerts not yet acknowledged, newest first, kept live by the bus socket's `alert` messages;
 * 确认处理 (with its right) takes one off the panel once the server has recorded who.
 */
export function MonitorAlerts({ view, now }: { view: BusAlertsView; now: number }) {
  const mayAck = useCan(ALERT_ACK_PERMISSION);
  const list = (view.page?.list ?? []).filter((a) => !a.ackAt);
  if (list.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        暂无告警
      </Text>
    );
  const confirmAck = (id: string, message: string) =>
    modals.openConfirmModal({
      title: '确认处理',
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: '确定', cancel: '取消' },
      onConfirm: () =>
        void view
          .ack(id)
          .then(() => notify.success('已确认处理'))
          .catch(() => undefined),
    });
  return (
    <ScrollArea.Autosize mah={260}>
      <Stack gap={6} p={8}>
        {list.map((a) => (
          <Group key={a.id} gap={8} wrap="nowrap" align="flex-start" data-testid="monitor-alert">
            <Badge color={KIND_COLOR[a.kind]} variant="filled" size="sm" style={{ flex: 'none' }}>
              {ALERT_KINDS[a.kind]}
            </Badge>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" lh={1.4}>
                {a.message}
              </Text>
              <Text size="xs" c="dimmed">
                {ago(a.startedAt, now)}
                {a.endedAt ? ' · 已结束' : ' · 进行中'}
              </Text>
            </div>
            {mayAck && (
              <Button size="compact-xs" variant="light" onClick={() => confirmAck(a.id, a.message)}>
                确认处理
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
