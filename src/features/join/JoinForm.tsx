import { Msg } from '@contract/errors';
import { type JoinResult, joinRequestSchema } from '@contract/org/invitations';
import { confirmPasswordError, newPasswordError, PASSWORD_MAX_LENGTH, PHONE_LENGTH, phoneError } from '@contract/password';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile, IconId, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { joinSchool } from '@/lib/api/calls/join-school';
import { zodFieldErrors } from '@/lib/form/zod-errors';
import { notify } from '@/lib/notify';

const PASSWORD_HINT = '8到14位，包含数字、小写字母、大写字母、特殊字符中的至少三种';

/** Name, phone, login name, password twice; the SPEC §5 rules are checked as you leave each field and on submit. */
export function JoinForm({ joinKey, onJoined }: { joinKey: string; onJoined: (result: JoinResult) => void }) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    validateInputOnBlur: true,
    initialValues: { userName: '', mobilePhone: '', loginName: '', password: '', confirmPassword: '' },
    validate: {
      userName: (v) => zodFieldErrors(joinRequestSchema.shape.userName, v)[''] ?? null,
      mobilePhone: (v) => phoneError(v.trim()),
      loginName: (v) => zodFieldErrors(joinRequestSchema.shape.loginName, v)[''] ?? null,
      password: (v, all) => newPasswordError(v, all.mobilePhone.trim()),
      confirmPassword: (v, all) => confirmPasswordError(all.password, v),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (!navigator.onLine) {
      notify.warning(Msg.offline);
      return;
    }
    setSubmitting(true);
    try {
      onJoined(await joinSchool({ key: joinKey, ...values, mobilePhone: values.mobilePhone.trim(), loginName: values.loginName.trim() }));
    } catch {
      // The api client has shown the server's reason (该登录名已被使用, 二维码已失效 …).
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="姓名"
          placeholder="请输入真实姓名"
          withAsterisk
          maxLength={20}
          leftSection={<IconUser size={16} stroke={1.6} />}
          key={form.key('userName')}
          {...form.getInputProps('userName')}
        />
        <TextInput
          label="手机号"
          placeholder="请输入手机号"
          withAsterisk
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          autoComplete="tel"
          leftSection={<IconDeviceMobile size={16} stroke={1.6} />}
          key={form.key('mobilePhone')}
          {...form.getInputProps('mobilePhone')}
        />
        <TextInput
          label="登录名"
          placeholder="4到20位字母、数字或下划线"
          withAsterisk
          maxLength={20}
          autoComplete="username"
          leftSection={<IconId size={16} stroke={1.6} />}
          key={form.key('loginName')}
          {...form.getInputProps('loginName')}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入新密码"
          description={PASSWORD_HINT}
          withAsterisk
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          visibilityToggleButtonProps={{ 'aria-label': '切换明文显示' }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="确认密码"
          placeholder="请再次输入密码"
          withAsterisk
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          visibilityToggleButtonProps={{ 'aria-label': '切换明文显示' }}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
          注册并加入
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          注册即表示同意园所使用您的姓名和手机号用于日常管理与联络
        </Text>
      </Stack>
    </form>
  );
}
