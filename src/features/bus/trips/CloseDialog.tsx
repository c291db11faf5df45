import { BusTripMsg } from '@contract/bus/trips';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ChildAvatar } from './ChildAvatar';

export interface LeftChild {
  id: string;
  name: string;
  photo: string;
}

interface CloseDialogProps {
  /** The children still on board when 结束行程 was tapped (null: closed). */
  left: LeftChild[] | null;
  /** The riders never marked (待上车: neither boarded nor absent), named too. */
  waiting?: LeftChild[];
  onClose: () => void;
  /** 强制结束 with its reason. */
  onForce: (reason: string) => void;
}

/**
 * The "no child left on the bus" check: 结束行程 with children on board lists them by name and photo. The usual way
 * out is 返回 to alight them; 强制结束 needs a reason, and the principal is told.
 */
export function CloseDialog({ left, waiting = [], onClose, onForce }: CloseDialogProps) {
  const [forcing, setForcing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!left) return;
    setForcing(false);
    setReason('');
    setError(null);
  }, [left]);
  const force = () => {
    if (reason.trim() === '') return setError(BusTripMsg.forceReason);
    onForce(reason.trim());
  };
  return (
    <Modal opened={left !== null} onClose={onClose} title={<Text fw={700}>车上还有幼儿未下车</Text>} size="md" centered>
      <Stack gap="sm" data-testid="left-on-board">
        <Alert color="red" icon={<IconAlertTriangle size={20} />} p="xs">
          {`请确认以下 ${left?.length ?? 0} 名幼儿已下车，再结束行程。`}
        </Alert>
        {left?.map((c) => (
          <Paper key={c.id} withBorder radius="md" p="xs" data-testid="left-child">
            <Group gap="sm" wrap="nowrap">
              <ChildAvatar name={c.name} photo={c.photo} size={56} />
              <Text fw={700} fz={20}>
                {c.name}
              </Text>
            </Group>
          </Paper>
        ))}
        {waiting.length > 0 && <UnmarkedList list={waiting} />}
        {forcing ? (
          <>
            <Textarea
              label="强制结束原因"
              placeholder="如：幼儿已由家长在车上接走"
              size="lg"
              withAsterisk
              autosize
              minRows={2}
              maxLength={100}
              data-autofocus
              value={reason}
              error={error}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
            />
            <Text size="sm" c="dimmed">
              强制结束后将通知园长。
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" size="lg" onClick={() => setForcing(false)}>
                取消
              </Button>
              <Button color="red" size="lg" onClick={force}>
                确定
              </Button>
            </Group>
          </>
        ) : (
          <Stack gap="sm">
            <Button size="lg" h={52} onClick={onClose}>
              返回，继续下车
            </Button>
            <Button size="lg" h={52} color="red" variant="light" onClick={() => setForcing(true)}>
              强制结束
            </Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

/** The riders never marked on the trip (待上车), by name: shown wherever the trip is about to end. */
export function UnmarkedList({ list }: { list: LeftChild[] }) {
  return (
    <Alert color="orange" p="xs" title={`${list.length} 名幼儿未登记（待上车）`} data-testid="unmarked-children">
      <Text size="sm">{list.map((c) => c.name).join('、')}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        既未登记上车也未登记缺乘，结束后将通知园长。
      </Text>
    </Alert>
  );
}
