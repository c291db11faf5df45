import { INVITE_QR_SIZE, type InvitationKey, InvitationMsg, type InvitePosition, joinLink } from '@contract/org/invitations';
import { Alert, Button, Center, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCloudOff, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { changeInvitationKey } from '@/lib/api/calls/change-invitation-key';
import { getInvitationKey } from '@/lib/api/calls/get-invitation-key';
import { getInvitePositions } from '@/lib/api/calls/get-invite-positions';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import { QrCode } from '@/ui/QrCode';
import { copyText } from './copy-text';
import { formatCountdown, useSecondsLeft } from './countdown';

interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  schoolName: string;
}

type State =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'failed' }
  /** The live key invites to a position beyond the member's rights: they choose one of theirs and generate. */
  | { status: 'choose'; message: string }
  | { status: 'ready'; key: InvitationKey; deadline: number };

/**
 * The staff invitation (SPEC §4): QR of the join link, its key and countdown, and the position it invites to
 * (邀请岗位: only positions whose rights are within the member's own); 重新生成 or another position kills the old link.
 */
export function InviteDialog({ opened, onClose, schoolId, schoolName }: InviteDialogProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [positions, setPositions] = useState<InvitePosition[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  const seconds = useSecondsLeft(state.status === 'ready' ? state.deadline : null);

  const show = useCallback((key: InvitationKey) => setState({ status: 'ready', key, deadline: Date.now() + key.timeout * 1000 }), []);

  const load = useCallback(() => {
    if (!navigator.onLine) {
      setState({ status: 'offline' });
      return;
    }
    setState({ status: 'loading' });
    getInvitePositions(schoolId, { quiet: 'unreachable' })
      .then(setPositions)
      .catch(() => setPositions([]));
    getInvitationKey(schoolId, { quiet: true })
      .then(show)
      .catch((e) => {
        if (isApiError(e) && e.code === 403 && e.message === InvitationMsg.positionForbidden)
          setState({ status: 'choose', message: e.message });
        else setState({ status: isApiError(e) && e.unreachable ? 'offline' : 'failed' });
      });
  }, [schoolId, show]);

  useEffect(() => {
    if (opened) load();
  }, [opened, load]);

  // A key that ran out is dead: fetch the next one (the server makes it).
  useEffect(() => {
    if (opened && state.status === 'ready' && seconds === 0) load();
  }, [opened, state.status, seconds, load]);

  const current = state.status === 'ready' ? state.key.positionId : chosen;
  const regenerate = async (positionId: number | null = current) => {
    if (positionId === null) return;
    if (state.status === 'ready' && !(await confirmAction({ message: InvitationMsg.regenerateConfirm }))) return;
    setRegenerating(true);
    try {
      show(await changeInvitationKey(schoolId, positionId));
      notify.success(InvitationMsg.regenerated);
    } catch {
      // The api client has told the user why.
    } finally {
      setRegenerating(false);
    }
  };

  const link = state.status === 'ready' ? joinLink(window.location.origin, state.key.key) : '';
  const copy = async () => {
    if (await copyText(link)) notify.success(InvitationMsg.copied);
  };

  const positionSelect = (
    <Select
      w="100%"
      label={InvitationMsg.positionLabel}
      data={positions.map((p) => ({ value: String(p.positionId), label: p.positionName }))}
      value={current === null ? null : String(current)}
      allowDeselect={false}
      disabled={regenerating}
      onChange={(v) => {
        if (!v) return;
        if (state.status === 'ready') void regenerate(Number(v));
        else setChosen(Number(v));
      }}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>邀请教职工</Text>} size="md" centered>
      {state.status === 'loading' && (
        <Center h={320}>
          <Loader size="sm" />
        </Center>
      )}
      {(state.status === 'offline' || state.status === 'failed') && (
        <Stack align="center" py="lg" gap="md">
          <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} w="100%">
            {state.status === 'offline' ? '当前处于离线状态，邀请二维码需要网络连接，请联网后重试。' : '邀请二维码获取失败，请稍后重试。'}
          </Alert>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={load}>
            重试
          </Button>
        </Stack>
      )}
      {state.status === 'choose' && (
        <Stack align="center" py="lg" gap="md">
          <Alert color="orange" variant="light" w="100%">
            {state.message}
          </Alert>
          {positionSelect}
          <Button leftSection={<IconRefresh size={16} />} onClick={() => regenerate()} loading={regenerating} disabled={chosen === null}>
            生成邀请码
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && (
        <Stack gap="md" align="center">
          {positionSelect}
          <Text size="sm" c="dimmed" ta="center">
            新教职工用手机扫描二维码，填写信息后即可加入
            <Text span fw={600} c="dark">
              {schoolName}
            </Text>
          </Text>
          <div style={{ padding: 8, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} data-testid="invite-qr">
            <QrCode value={link} size={INVITE_QR_SIZE} label="教职工邀请二维码" />
          </div>
          <Group gap="lg" justify="center">
            <Text size="sm">
              邀请码：
              <Text span ff="monospace" fw={600} data-testid="invite-key">
                {state.key.key}
              </Text>
            </Text>
            <Text size="sm" c={seconds < 600 ? 'red' : undefined}>
              剩余有效时间：<span data-testid="invite-countdown">{formatCountdown(seconds)}</span>
            </Text>
          </Group>
          <TextInput w="100%" readOnly value={link} aria-label="邀请链接" onFocus={(e) => e.currentTarget.select()} />
          <Group justify="center" gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => regenerate()} loading={regenerating}>
              重新生成
            </Button>
            <Button leftSection={<IconCopy size={16} />} onClick={copy}>
              复制链接
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            重新生成或更换岗位后，原二维码和链接将立即失效。新加入的教职工岗位为{state.key.positionName}，可在人力资源管理中调整。
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
