import { InvitationMsg, type JoinInfo, type JoinResult } from '@contract/org/invitations';
import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCloudOff, IconQrcodeOff, IconSchool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { checkJoinKey } from '@/lib/api/calls/check-join-key';
import { brand } from '@/lib/brand';
import { documentTitle, useDocumentTitle } from '@/lib/document-title';
import { BrandLogo } from '@/ui/BrandLogo';
import { JoinForm } from './JoinForm';
import classes from './join.module.css';

type State =
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'offline' }
  | { status: 'open'; info: JoinInfo }
  | { status: 'joined'; result: JoinResult };

/** /weCode?key=…: where the staff invitation QR leads. A valid key shows its school and the registration form. */
export function JoinPage({ joinKey }: { joinKey: string | undefined }) {
  const [state, setState] = useState<State>({ status: 'checking' });
  useDocumentTitle(documentTitle('加入园所'));

  const check = useCallback(() => {
    if (!joinKey) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'checking' });
    checkJoinKey(joinKey)
      .then((info) => setState({ status: 'open', info }))
      .catch((e) => setState({ status: isApiError(e) && (e.unreachable || e.kind === 'transport') ? 'offline' : 'invalid' }));
  }, [joinKey]);

  useEffect(check, [check]);

  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <div className={classes.brand}>
          <BrandLogo size={32} />
          <Text fw={700} size="lg">
            {brand.name}
          </Text>
        </div>
        <Paper radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md">
          {state.status === 'checking' && (
            <Center h={240}>
              <Loader size="sm" />
            </Center>
          )}
          {state.status === 'invalid' && (
            <Stack align="center" gap="md" py="lg">
              <ThemeIcon size={64} radius="xl" variant="light" color="orange">
                <IconQrcodeOff size={34} stroke={1.5} />
              </ThemeIcon>
              <Title order={3}>{InvitationMsg.invalid}</Title>
              <Text c="dimmed" size="sm" ta="center">
                该邀请链接已过期或已被重新生成，请联系园所管理员获取新的邀请二维码。
              </Text>
              <Button component={Link} to="/login" variant="default">
                已有账号，去登录
              </Button>
            </Stack>
          )}
          {state.status === 'offline' && (
            <Stack align="center" gap="md" py="lg">
              <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} w="100%">
                当前无法连接服务器，注册需要网络连接，请联网后重试。
              </Alert>
              <Button variant="default" onClick={check}>
                重试
              </Button>
            </Stack>
          )}
          {state.status === 'open' && (
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={3}>加入园所</Title>
                <Text c="dimmed" size="sm">
                  填写以下信息完成注册，注册后即可使用账号登录
                </Text>
              </Stack>
              <div className={classes.school}>
                <ThemeIcon size={40} radius="md" variant="white">
                  <IconSchool size={22} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text size="xs" c="dimmed">
                    邀请您加入
                  </Text>
                  <Text fw={600} data-testid="join-school">
                    {state.info.schoolName}
                  </Text>
                </div>
              </div>
              <JoinForm joinKey={joinKey ?? ''} onJoined={(result) => setState({ status: 'joined', result })} />
            </Stack>
          )}
          {state.status === 'joined' && (
            <Stack align="center" gap="md" py="lg">
              <ThemeIcon size={64} radius="xl" variant="light" color="teal">
                <IconCircleCheck size={36} stroke={1.5} />
              </ThemeIcon>
              <Title order={3}>{InvitationMsg.joined}</Title>
              <Text size="sm" ta="center">
                您已加入
                <Text span fw={600}>
                  {state.result.schoolName}
                </Text>
                ，请使用登录名
                <Text span fw={600} ff="monospace">
                  {' '}
                  {state.result.loginName}{' '}
                </Text>
                和刚才设置的密码登录。
              </Text>
              <Button component={Link} to="/login" size="md" w={200}>
                去登录
              </Button>
            </Stack>
          )}
        </Paper>
      </div>
      <Text size="xs" c="dimmed" className={classes.footer}>
        © {new Date().getFullYear()} {brand.name}
      </Text>
    </div>
  );
}
