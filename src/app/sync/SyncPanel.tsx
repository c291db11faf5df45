import type { OutboxRow, SyncStatus } from '@sync/index';
import { Alert, Button, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import { describeMutation, EDITABLE_FIELDS } from './describe-mutation';
import { syncClient } from './sync-runtime';
import { useMutationLabels } from './use-mutation-labels';

/**
 * The outbox, readable: what waits for the server, and what did not go through (fix and retry, or discard): what it
 * refused with its reason, and what it failed on again and again (stuck: the rest of the queue waits behind it).
 */
export function SyncPanel({
  opened,
  onClose,
  status,
  online,
}: {
  opened: boolean;
  onClose: () => void;
  status: SyncStatus | null;
  online: boolean;
}) {
  const { db } = useReplica();
  const pending = useLiveQuery(
    async () => (db ? (await db.outbox.where('status').equals('pending').toArray()).filter((r) => !r.applied) : []),
    [db],
  );
  const rejected = [...(status?.stuck ?? []), ...(status?.rejected ?? [])];
  const labelOf = useMutationLabels(opened && (rejected.length > 0 || (pending?.length ?? 0) > 0));

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text fw={600}>数据同步</Text>}>
      <Stack gap="md">
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <div>
              <Text size="sm">{online ? '在线：修改会立即同步到服务器' : '离线：修改已保存在本机，联网后自动同步'}</Text>
              <Text size="xs" c="dimmed" mt={2}>
                {status?.lastSyncedAt ? `上次同步：${formatDateTime(status.lastSyncedAt)}` : '尚未完成同步'}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={status?.syncing}
              disabled={!online}
              onClick={() => void syncClient()?.wake('external')}
            >
              立即同步
            </Button>
          </Group>
        </Paper>
        {status?.error && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {status.error}
          </Alert>
        )}
        {status?.unsyncedOver24h && (
          <Alert color="orange" variant="light" title="有修改超过24小时未同步" icon={<IconAlertTriangle size={18} />}>
            请尽快连接网络，以免其他同事看不到这些修改。
          </Alert>
        )}
        <Text fw={600} size="sm">
          未通过的修改（{rejected.length}）
        </Text>
        {rejected.length === 0 ? (
          <EmptyState title="暂无数据" />
        ) : (
          rejected.map((r) => <RejectedItem key={`${r.clientId}:${r.mutationId}`} row={r} labelOf={labelOf} />)
        )}
        <Text fw={600} size="sm">
          待同步的修改（{pending?.length ?? 0}）
        </Text>
        {(pending?.length ?? 0) === 0 ? (
          <EmptyState title="暂无数据" />
        ) : (
          pending?.map((r) => (
            <Paper key={`${r.clientId}:${r.mutationId}`} withBorder p="sm" radius="md">
              <Text size="sm">{describeMutation(r.name, r.args, labelOf)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(r.createdAt)}
              </Text>
            </Paper>
          ))
        )}
      </Stack>
    </Drawer>
  );
}

/** Why a stuck change is listed: the same failure again and again, and the queue waiting behind it. */
const stuckReason = (row: OutboxRow) =>
  `已连续 ${row.failures ?? 0} 次同步失败：${row.error ?? '服务器未处理该修改'}。之后的修改会等它处理后再同步。`;

function RejectedItem({ row, labelOf }: { row: OutboxRow; labelOf: ((name: string) => string | undefined) | undefined }) {
  const stuck = row.status === 'pending' && row.stuck === true;
  // A stuck change was never judged by the server: it is sent again as it is. A revoked one can only be discarded.
  const editable = stuck || row.revoked ? [] : Object.keys(EDITABLE_FIELDS).filter((f) => typeof row.args[f] === 'string');
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(editable.map((f) => [f, String(row.args[f])])));
  const key = { clientId: row.clientId, mutationId: row.mutationId };

  const retry = async () => {
    try {
      await syncClient()?.retry(key, { ...row.args, ...values } as never);
      notify.success('已重新提交，等待同步');
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    }
  };
  const discard = async () => {
    if (!(await confirmAction({ message: '确定放弃该修改吗？放弃后无法恢复。', danger: true }))) return;
    await syncClient()?.discard(key);
    notify.success('已放弃该修改');
  };

  return (
    <Paper withBorder p="sm" radius="md" bg="red.0" data-testid={stuck ? 'stuck-change' : 'rejected-change'}>
      <Text size="sm" fw={500}>
        {describeMutation(row.name, row.args, labelOf)}
      </Text>
      <Text size="sm" c="red.8" mt={4}>
        {stuck ? stuckReason(row) : (row.error ?? '服务器拒绝了该修改')}
      </Text>
      {editing && (
        <Stack gap="xs" mt="sm">
          {editable.map((f) => (
            <TextInput
              key={f}
              size="xs"
              label={EDITABLE_FIELDS[f]}
              value={values[f] ?? ''}
              onChange={(e) => setValues({ ...values, [f]: e.currentTarget.value })}
            />
          ))}
        </Stack>
      )}
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button size="xs" variant="default" onClick={() => void discard()}>
          放弃
        </Button>
        {row.revoked ? null : editing || editable.length === 0 ? (
          <Button size="xs" onClick={() => void retry()}>
            重试
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            修改后重试
          </Button>
        )}
      </Group>
    </Paper>
  );
}
