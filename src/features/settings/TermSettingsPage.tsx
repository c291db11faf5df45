import { TERM_EDIT_PERMISSION, TERM_TYPES, TermMsg, type TermSave } from '@contract/term';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconWifiOff } from '@tabler/icons-react';
import { getTermWarn } from '@/lib/api/calls/get-term-warn';
import { saveTerm } from '@/lib/api/calls/save-term';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useCan } from '@/lib/session/can';
import { completeSession, getSessionState, useSession } from '@/lib/session/store';
import { useWording } from '@/lib/wording';
import { PageContainer } from '@/ui/PageContainer';
import { TermForm } from './TermForm';
import { useTermInfo } from './use-term-info';

/**
 * /JCSZ/YLSZ 学年设置: term activation (SPEC §4). Until a school year and term are set, every other page is
 * blocked; a position with the set-term permission sets them here and the block lifts at once.
 */
export function TermSettingsPage() {
  const { session, termWarn, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const w = useWording();
  const schoolId = session?.schoolInfo.schoolId ?? null;
  const { info, setInfo, today, failed, reload } = useTermInfo(schoolId, online);
  const blocked = !!termWarn && termWarn.termWarn !== 0;
  const maySetTerm = useCan(TERM_EDIT_PERMISSION);
  const mayEdit = maySetTerm && online;

  const save = async (input: TermSave): Promise<boolean> => {
    try {
      const saved = await saveTerm(input);
      setInfo(saved);
      notify.success(TermMsg.saved);
      const warn = await getTermWarn(input.schoolId, { quiet: true }).catch(() => null);
      if (warn && getSessionState().session?.schoolInfo.schoolId === input.schoolId) completeSession({ termWarn: warn }, false);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageContainer title="学年设置" description={w('设置园所当前的学年和学期。学期激活后，系统的各项功能方可使用。')}>
      {blocked && termWarn && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="学期尚未激活" data-testid="term-block-alert">
          {termWarn.termWarn === 1 ? TermMsg.mustSet : TermMsg.noPermission}
        </Alert>
      )}
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，学年设置需要网络连接，联网后即可查看和修改。
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Group justify="space-between">
            <Group gap="sm">
              <IconCalendarCheck size={22} stroke={1.6} color="var(--mantine-primary-color-filled)" />
              <Title order={5}>当前学期</Title>
              {info &&
                (info.activated ? (
                  <Badge color="teal" variant="light">
                    已激活
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    未激活
                  </Badge>
                ))}
            </Group>
            {info?.activated && info.schoolYear && info.termType && (
              <Text size="sm" c="dimmed" data-testid="term-current">
                {info.schoolYear}学年 {TERM_TYPES[info.termType as 1 | 2]}
                {info.startsOn && info.endsOn ? `（${info.startsOn} 至 ${info.endsOn}）` : ''}
              </Text>
            )}
          </Group>
          {failed && (
            <Group>
              <Text size="sm" c="red">
                学期信息加载失败。
              </Text>
              <Button size="xs" variant="light" onClick={() => void reload()}>
                重试
              </Button>
            </Group>
          )}
          {online && !info && !failed && <Skeleton h={220} />}
          {info && today && (
            <TermForm
              key={`${info.schoolId}:${info.schoolYear}:${info.termType}`}
              info={info}
              today={today}
              disabled={!mayEdit}
              onSave={save}
            />
          )}
          {info && !maySetTerm && (
            <Text size="sm" c="dimmed">
              您的岗位没有设置学期的权限，如需调整请联系园长或副园长。
            </Text>
          )}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
