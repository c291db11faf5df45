import { AccountMsg } from '@contract/account';
import { confirmPasswordError, newPasswordError } from '@contract/password';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { setPassword } from '@/lib/api/calls/set-password';
import { notify } from '@/lib/notify';
import { NEW_PASSWORD_HINT, PasswordField } from './PasswordField';

interface SetPasswordDialogProps {
  opened: boolean;
  mobilePhone: string;
  onDone: () => void;
}

/**
 * setPwd = 1 (SPEC §3): an account without a password of its own sets one before using the app. The dialog cannot be
 * dismissed; 设置成功 closes it.
 */
export function SetPasswordDialog({ opened, mobilePhone, onDone }: SetPasswordDialogProps) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repassword: '' },
    validate: {
      password: (v) => newPasswordError(v, mobilePhone),
      repassword: (v, values) => confirmPasswordError(values.password, v),
    },
  });

  const submit = form.onSubmit(async ({ password, repassword }) => {
    setSaving(true);
    try {
      await setPassword({ mobilePhone, password, repassword });
      notify.success(AccountMsg.set);
      form.reset();
      onDone();
    } catch {
      // The server's reason was shown.
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title="设置登录密码"
      centered
      size={440}
      radius="md"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconShieldLock size={18} />}>
            {AccountMsg.setRequired}
          </Alert>
          <PasswordField
            label="新密码"
            placeholder="请输入新密码"
            description={NEW_PASSWORD_HINT}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField label="确认密码" placeholder="请再次输入密码" key={form.key('repassword')} {...form.getInputProps('repassword')} />
          <Button type="submit" loading={saving} fullWidth mt="xs">
            确定
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
