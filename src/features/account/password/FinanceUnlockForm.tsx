import { FINANCE_UNLOCK_MS, FinanceMsg } from '@contract/account';
import { Msg } from '@contract/errors';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { postNudge } from '@sync/nudge';
import { useState } from 'react';
import { checkFinancePassword } from '@/lib/api/calls/check-finance-password';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';

/**
 * The school's finance password (SPEC §6/§7 /park/pwd/check; set in 财务设置) opens the finance pages for 30 minutes,
 * and brings the finance data to the device for that time. Used by the finance login page and by the header timer to
 * extend.
 */
export function FinanceUnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  const { db } = useReplica();
  const [checking, setChecking] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : FinanceMsg.required) },
  });
  const submit = form.onSubmit(async ({ password }) => {
    if (!navigator.onLine) {
      notify.warning(Msg.offline);
      return;
    }
    setChecking(true);
    try {
      await checkFinancePassword(password);
      // Sync now: the finance data comes to this device only while unlocked (docs/sync.md "Unlock"), and with its new end.
      if (db) postNudge(db.name, 'wake');
      notify.success(FinanceMsg.unlocked);
      onUnlocked();
    } catch {
      form.setFieldValue('password', '');
    } finally {
      setChecking(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          财务密码由园长或财务人员在「财务设置」中设置，不同于登录密码。验证后 {FINANCE_UNLOCK_MS / 60_000} 分钟内无需再次输入。
        </Text>
        <PasswordInput
          label="财务密码"
          placeholder="请输入财务密码"
          autoComplete="off"
          maxLength={64}
          leftSection={<IconLock size={16} stroke={1.6} />}
          visibilityToggleButtonProps={{ 'aria-label': '显示或隐藏密码' }}
          data-autofocus
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={checking} fullWidth>
          验证
        </Button>
      </Stack>
    </form>
  );
}
