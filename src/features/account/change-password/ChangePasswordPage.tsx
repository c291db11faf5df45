import { AccountMsg } from '@contract/account';
import { Msg } from '@contract/errors';
import { confirmPasswordError, newPasswordError, PasswordMsg } from '@contract/password';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock, IconUser, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { changePassword } from '@/lib/api/calls/change-password';
import { reportFailure } from '@/lib/api/report-failure';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { endSession, useSession } from '@/lib/session/store';
import { PageContainer } from '@/ui/PageContainer';
import { ForgotPasswordDialog } from '@/features/account/password/ForgotPasswordDialog';
import { NEW_PASSWORD_HINT, PasswordField } from '@/features/account/password/PasswordField';
import { clearPasswordFlags } from '@/features/account/password/password-flags';
import classes from './change-password.module.css';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };
/** Server refusals that belong to the new-password field rather than a toast. */
const NEW_PASSWORD_MESSAGES: string[] = [
  PasswordMsg.length,
  PasswordMsg.format,
  PasswordMsg.tooSimple,
  PasswordMsg.newRequired,
  AccountMsg.sameAsOld,
];

/**
 * /JCSZ/XGMM 修改密码 (SPEC §2, §5): the login name (read-only), the original password, the new one twice, each with
 * show/hide and at most 14 characters; 忘记原密码? opens the SMS reset. This device stays signed in afterwards; the
 * account's other sessions end (docs/decisions.md).
 */
export function ChangePasswordPage() {
  const { userInfo, session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const user = userInfo?.userInfo;
  const phone = user?.mobilePhone ?? '';
  const [saving, setSaving] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      oldPassword: (v) => (v ? null : PasswordMsg.originalRequired),
      newPassword: (v) => newPasswordError(v, phone),
      confirmPassword: (v, values) => confirmPasswordError(values.newPassword, v),
    },
  });

  const submit = form.onSubmit(async ({ oldPassword, newPassword }) => {
    if (!online) {
      notify.warning(Msg.offline);
      return;
    }
    setSaving(true);
    try {
      await changePassword({ mobilePhone: phone, oldPassword, newPassword }, { quiet: true });
      notify.success(AccountMsg.changed);
      form.setValues(EMPTY);
      form.resetDirty();
      clearPasswordFlags();
    } catch (e) {
      if (isApiError(e) && e.message === AccountMsg.wrongOldPassword) form.setFieldError('oldPassword', e.message);
      else if (isApiError(e) && NEW_PASSWORD_MESSAGES.includes(e.message)) form.setFieldError('newPassword', e.message);
      else if (isApiError(e)) reportFailure(e);
    } finally {
      setSaving(false);
    }
  });

  return (
    <PageContainer title="修改密码" description="定期更换密码可以保护账号安全。修改后，本设备保持登录，其他设备上的登录将自动退出。">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }} className={classes.card}>
        <Group gap="md" mb="xl" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconShieldLock size={24} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={4}>登录密码</Title>
            <Text size="sm" c="dimmed">
              {NEW_PASSWORD_HINT}，且不能包含 123456、654321、qwe、asd 或手机号。
            </Text>
          </div>
        </Group>
        {!online && (
          <Alert color="gray" icon={<IconWifiOff size={18} />} mb="lg">
            当前处于离线状态，修改密码需要网络连接，联网后即可修改。
          </Alert>
        )}
        <form onSubmit={submit} noValidate className={classes.form}>
          <Stack gap="md">
            <TextInput
              label="登录名"
              value={user?.loginName ?? ''}
              readOnly
              leftSection={<IconUser size={16} stroke={1.6} />}
              variant="filled"
            />
            <PasswordField
              label="原密码"
              placeholder="请输入原密码"
              autoComplete="current-password"
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
            <PasswordField label="新密码" placeholder="请输入新密码" key={form.key('newPassword')} {...form.getInputProps('newPassword')} />
            <PasswordField
              label="确认密码"
              placeholder="请再次输入密码"
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="space-between" mt="sm">
              <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
                忘记原密码?
              </Anchor>
              <Group gap="sm">
                <Button variant="default" onClick={() => form.setValues(EMPTY)} disabled={saving}>
                  取消
                </Button>
                <Button type="submit" loading={saving} disabled={!online}>
                  确定
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ForgotPasswordDialog
        opened={forgotOpen}
        initialPhone={phone}
        onClose={() => setForgotOpen(false)}
        onReset={(resetPhone) => {
          // A reset ends every session of that account, this one too when it is the signed-in user's number.
          if (resetPhone === phone || !session) {
            endSession();
            notify.info(AccountMsg.signInAgain);
          }
        }}
      />
    </PageContainer>
  );
}
