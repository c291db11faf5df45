import { PARENT_RELATIONS, type ParentInviteInfo, ParentInviteMsg, parentJoinSchema } from '@contract/parent-invites';
import { Msg } from '@contract/errors';
import { Alert, Button, Center, Loader, Paper, Select, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCloudOff, IconQrcodeOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { checkParentKey, requestToJoin } from '@/lib/api/calls/parent-invites';
import { documentTitle, useDocumentTitle } from '@/lib/document-title';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';

type State =
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'offline' }
  | { status: 'open'; info: ParentInviteInfo }
  | { status: 'sent' };

/** /parentCode?key=…: where a child's parent QR leads. The parent gives name, relation and phone; staff review it. */
export function ParentJoinPage({ joinKey }: { joinKey: string | undefined }) {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [sending, setSending] = useState(false);
  useDocumentTitle(documentTitle('家长加入'));
  const form = useForm({
    initialValues: { parentName: '', relation: null as string | null, phone: '' },
    validate: (v) => zodFieldErrors(parentJoinSchema.omit({ key: true }), { ...v, relation: v.relation ?? '' }),
  });
  const check = useCallback(() => {
    if (!joinKey) return setState({ status: 'invalid' });
    setState({ status: 'checking' });
    checkParentKey(joinKey)
      .then((info) => setState({ status: 'open', info }))
      .catch((e) => setState({ status: isApiError(e) && (e.unreachable || e.kind === 'transport') ? 'offline' : 'invalid' }));
  }, [joinKey]);
  useEffect(check, [check]);

  const submit = form.onSubmit(async (v) => {
    if (!navigator.onLine) return notify.warning(Msg.offline);
    setSending(true);
    try {
      await requestToJoin({
        key: joinKey ?? '',
        parentName: v.parentName.trim(),
        relation: v.relation as (typeof PARENT_RELATIONS)[number],
        phone: v.phone.trim(),
      });
      setState({ status: 'sent' });
    } catch {
      // The api client has shown the reason.
    } finally {
      setSending(false);
    }
  });

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper radius="lg" p="xl" shadow="md" w={420} maw="100%">
        {state.status === 'checking' && (
          <Center h={200}>
            <Loader size="sm" />
          </Center>
        )}
        {state.status === 'invalid' && (
          <Stack align="center" py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" color="orange">
              <IconQrcodeOff size={34} />
            </ThemeIcon>
            <Title order={3}>{ParentInviteMsg.invalid}</Title>
            <Text c="dimmed" size="sm" ta="center">
              该二维码已过期或已作废，请联系老师获取新的邀请二维码。
            </Text>
          </Stack>
        )}
        {state.status === 'offline' && (
          <Stack align="center" py="lg">
            <Alert color="orange" variant="light" icon={<IconCloudOff size={18} />} w="100%">
              当前无法连接服务器，提交申请需要网络连接，请联网后重试。
            </Alert>
            <Button variant="default" onClick={check}>
              重试
            </Button>
          </Stack>
        )}
        {state.status === 'open' && (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Title order={3}>家长加入</Title>
              <Text size="sm" data-testid="parent-join-child">
                {state.info.schoolName} · {state.info.className} · {state.info.studentName}
              </Text>
              <TextInput label="家长姓名" withAsterisk maxLength={20} placeholder="请输入家长姓名" {...form.getInputProps('parentName')} />
              <Select
                label="与幼儿的关系"
                withAsterisk
                placeholder="请选择"
                data={[...PARENT_RELATIONS]}
                {...form.getInputProps('relation')}
              />
              <TextInput label="手机号" withAsterisk maxLength={11} placeholder="请输入手机号" {...form.getInputProps('phone')} />
              <Button type="submit" loading={sending}>
                提交申请
              </Button>
            </Stack>
          </form>
        )}
        {state.status === 'sent' && (
          <Stack align="center" py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" color="teal">
              <IconCircleCheck size={36} />
            </ThemeIcon>
            <Title order={3}>{ParentInviteMsg.submitted}</Title>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
