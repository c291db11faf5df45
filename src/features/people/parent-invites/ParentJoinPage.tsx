import { Msg } from '@contract/errors';
import { PARENT_RELATIONS, type ParentInviteInfo, ParentInviteMsg, parentJoinSchema } from '@contract/people/parent-invites';
import { SMS_CODE_MAX_LENGTH } from '@contract/password';
import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCloudOff, IconQrcodeOff } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { checkParentKey, requestToJoin } from '@/lib/api/calls/parent-invites';
import { documentTitle, useDocumentTitle } from '@/lib/document-title';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';
import { SmsCodeButton } from '@/ui/SmsCodeButton';

type State =
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'offline' }
  | { status: 'open'; info: ParentInviteInfo }
  | { status: 'sent' };

/** Where the page ends: a big icon, the message, and what to do next. */
function Outcome({ color, icon, title, children }: { color: string; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Stack align="center" py="lg">
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={3} ta="center">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="sm" ta="center">
          {children}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Sends the SMS code to the typed phone (with the captcha the server may ask for first): the account feature's
 * useSmsSender, handed in by the route (a feature does not import another).
 */
export interface PhoneCodeSender {
  send: (mobilePhone: string) => Promise<boolean>;
  captcha: ReactNode;
}

const RELATION_OPTIONS = Object.entries(PARENT_RELATIONS).map(([value, label]) => ({ value, label }));
const joinFields = parentJoinSchema.omit({ key: true });

/**
 * /parentCode?key=…: where a child's parent QR leads. The parent gives name, relation and phone, proves the phone
 * with an SMS code, and staff review the request.
 */
export function ParentJoinPage({ joinKey, sms }: { joinKey: string | undefined; sms: PhoneCodeSender }) {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [sending, setSending] = useState(false);
  useDocumentTitle(documentTitle('家长加入'));
  const form = useForm({
    initialValues: { parentName: '', relation: null as string | null, phone: '', code: '' },
    validate: (v) => zodFieldErrors(joinFields, { ...v, relation: v.relation === null ? undefined : Number(v.relation) }),
  });
  const sendCode = async () => {
    if (form.validateField('phone').hasError) return false;
    return sms.send(form.getValues().phone.trim());
  };
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
        relation: Number(v.relation),
        phone: v.phone.trim(),
        code: v.code.trim(),
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
          <Outcome color="orange" icon={<IconQrcodeOff size={34} />} title={ParentInviteMsg.invalid}>
            该二维码已过期或已作废，请联系老师获取新的邀请二维码。
          </Outcome>
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
              <Select label="与幼儿的关系" withAsterisk placeholder="请选择" data={RELATION_OPTIONS} {...form.getInputProps('relation')} />
              <TextInput
                label="手机号"
                withAsterisk
                maxLength={11}
                inputMode="numeric"
                autoComplete="tel"
                placeholder="请输入手机号"
                {...form.getInputProps('phone')}
              />
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <TextInput
                  label="验证码"
                  withAsterisk
                  maxLength={SMS_CODE_MAX_LENGTH}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder="请输入验证码"
                  style={{ flex: 1 }}
                  {...form.getInputProps('code')}
                />
                <SmsCodeButton onSend={sendCode} mt={25} w={132} px="xs" />
              </Group>
              <Button type="submit" loading={sending}>
                提交申请
              </Button>
            </Stack>
            {sms.captcha}
          </form>
        )}
        {state.status === 'sent' && (
          <Outcome color="teal" icon={<IconCircleCheck size={36} />} title={ParentInviteMsg.submitted}>
            审核通过后，您将成为幼儿的监护人。
          </Outcome>
        )}
      </Paper>
    </Center>
  );
}
