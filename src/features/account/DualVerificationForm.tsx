import type { Session } from '@contract/session';
import { type DualVerificationPending, SmsMsg, SmsType, smsCodeSchema } from '@contract/sms';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessage2, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { completeDualVerification } from '@/lib/api/calls/complete-dual-verification';
import { sendSmsCode } from '@/lib/api/calls/send-sms-code';
import { notify } from '@/lib/notify';
import { SmsCodeButton } from '@/ui/SmsCodeButton';

interface DualVerificationFormProps {
  pending: DualVerificationPending;
  onSignedIn: (session: Session) => void;
  /** Back to the password form (also when the step expired). */
  onBack: () => void;
}

/** Second login step for accounts with dual verification: the SMS code sent to the account's (masked) phone. */
export function DualVerificationForm({ pending, onSignedIn, onBack }: DualVerificationFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (v) => smsCodeSchema.safeParse(v).error?.issues[0]?.message ?? null },
  });

  const send = async () => {
    await sendSmsCode({ type: SmsType.dualVerification, dualVerificationToken: pending.dualVerificationToken });
    notify.success(SmsMsg.sent);
    return true;
  };

  const submit = form.onSubmit(async ({ code }) => {
    setSubmitting(true);
    try {
      const session = await completeDualVerification({
        code: code.trim(),
        dualVerificationToken: pending.dualVerificationToken,
        mobilePhone: pending.mobilePhone,
      });
      notify.clear();
      onSignedIn(session);
    } catch (e) {
      if (isApiError(e) && e.message === SmsMsg.dualExpired) onBack();
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} stroke={1.6} color="var(--mantine-primary-color-6)" />
          <Text size="sm">
            该账号已开启双重验证，请输入发送至 <b>{pending.mobilePhone}</b> 的短信验证码。
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          <TextInput
            label="短信验证码"
            placeholder="请输入验证码"
            size="md"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            leftSection={<IconMessage2 size={18} stroke={1.6} />}
            style={{ flex: 1 }}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <SmsCodeButton size="md" onSend={send} />
        </Group>
        <Group grow>
          <Button variant="default" size="md" onClick={onBack}>
            返回
          </Button>
          <Button type="submit" size="md" loading={submitting}>
            登录
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
