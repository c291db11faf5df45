import { landingPath, Msg } from '@contract';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { login } from '@/lib/api/calls/login';
import { notify } from '@/lib/notify';
import { readPreference, StorageKey, writePreference } from '@/lib/session/storage';
import { startSession } from '@/lib/session/store';

interface LoginFormProps {
  /** Where to go once signed in (SPEC §4 landing page of the school). */
  onSignedIn: (path: string) => void;
}

/** Login name and password; the password is md5-hashed in the sign worker before it is sent. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { loginName: readPreference(StorageKey.lastLoginName) ?? '', password: '' },
    validate: {
      loginName: (v) => (v.trim() ? null : Msg.loginNameRequired),
      password: (v) => (v ? null : Msg.passwordRequired),
    },
  });

  const submit = form.onSubmit(async ({ loginName, password }) => {
    if (!navigator.onLine) {
      notify.warning(Msg.offline);
      return;
    }
    setSubmitting(true);
    try {
      const session = await login({ loginName, password });
      notify.clear();
      startSession(session);
      writePreference(StorageKey.lastLoginName, loginName.trim());
      onSignedIn(landingPath(session.schoolInfo));
    } catch {
      // The api client has already shown the server's message (用户名或密码错误 …).
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label="用户名"
          placeholder="请输入用户名"
          size="md"
          autoComplete="username"
          leftSection={<IconUser size={18} stroke={1.6} />}
          key={form.key('loginName')}
          {...form.getInputProps('loginName')}
        />
        <PasswordInput
          label="密码"
          placeholder="请输入密码"
          size="md"
          autoComplete="current-password"
          maxLength={64}
          leftSection={<IconLock size={18} stroke={1.6} />}
          visibilityToggleButtonProps={{ 'aria-label': '切换明文显示' }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth loading={submitting} mt="xs">
          登录
        </Button>
      </Stack>
    </form>
  );
}
