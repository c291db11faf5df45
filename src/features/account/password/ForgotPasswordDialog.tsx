import { AccountMsg } from '@contract/account';
import { confirmPasswordError, newPasswordError, PhoneMsg, phoneError, SMS_CODE_MAX_LENGTH } from '@contract/password';
import { SmsType, smsCodeSchema } from '@contract/sms';
import { Button, Group, Modal, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceMobile, IconMessage2 } from '@tabler/icons-react';
import { useState } from 'react';
import { resetPassword } from '@/lib/api/calls/reset-password';
import { validateSmsCode } from '@/lib/api/calls/validate-sms-code';
import { notify } from '@/lib/notify';
import { useSmsSender } from '@/features/account/use-sms-sender';
import { SmsCodeButton } from '@/ui/SmsCodeButton';
import { NEW_PASSWORD_HINT, PasswordField } from './PasswordField';

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The password was reset (重置密码成功 already shown); every session of that account has ended. */
  onReset?: (mobilePhone: string) => void;
  /** Filled in when the caller knows the number (the signed-in user's). */
  initialPhone?: string;
}

interface Authorized {
  mobilePhone: string;
  code: string;
  authorizationCode: string;
}

/**
 * 忘记原密码 / 忘记密码 (SPEC §2): step 1, the phone and an SMS code (a click-word captcha before sending, then the
 * 60 s countdown); the code check answers an authorizationCode. Step 2, the new password twice, same rules as
 * everywhere (SPEC §5). Works from the login page and from 修改密码 alike.
 */
export function ForgotPasswordDialog({ opened, onClose, onReset, initialPhone = '' }: ForgotPasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="忘记密码" centered size={460} radius="md" closeOnClickOutside={false}>
      {opened && <ForgotPasswordSteps initialPhone={initialPhone} onClose={onClose} onReset={onReset} />}
    </Modal>
  );
}

function ForgotPasswordSteps({ initialPhone, onClose, onReset }: Omit<ForgotPasswordDialogProps, 'opened'>) {
  const [authorized, setAuthorized] = useState<Authorized | null>(null);
  return (
    <Stack gap="lg">
      <Stepper active={authorized ? 1 : 0} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="验证手机" description="短信验证码" />
        <Stepper.Step label="设置新密码" description="8-14位" />
      </Stepper>
      {authorized ? (
        <NewPasswordStep
          authorized={authorized}
          onBack={() => setAuthorized(null)}
          onDone={() => {
            onClose();
            onReset?.(authorized.mobilePhone);
          }}
        />
      ) : (
        <PhoneStep initialPhone={initialPhone ?? ''} onCancel={onClose} onAuthorized={setAuthorized} />
      )}
    </Stack>
  );
}

function PhoneStep({
  initialPhone,
  onCancel,
  onAuthorized,
}: {
  initialPhone: string;
  onCancel: () => void;
  onAuthorized: (a: Authorized) => void;
}) {
  const [checking, setChecking] = useState(false);
  const sms = useSmsSender(SmsType.resetPassword);
  const form = useForm({
    mode: 'controlled',
    initialValues: { mobilePhone: initialPhone, code: '' },
    validate: {
      mobilePhone: (v) => phoneError(v.trim(), PhoneMsg.requiredTelephone),
      code: (v) => smsCodeSchema.safeParse(v).error?.issues[0]?.message ?? null,
    },
  });

  const send = async (): Promise<boolean> => {
    if (form.validateField('mobilePhone').hasError) return false;
    return sms.send(form.getValues().mobilePhone.trim());
  };

  const next = form.onSubmit(async ({ mobilePhone, code }) => {
    setChecking(true);
    try {
      const { authorizationCode } = await validateSmsCode(mobilePhone.trim(), code.trim());
      onAuthorized({ mobilePhone: mobilePhone.trim(), code: code.trim(), authorizationCode });
    } catch {
      // 验证码错误 and the like were shown by the api client.
    } finally {
      setChecking(false);
    }
  });

  return (
    <form onSubmit={next} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          请输入账号绑定的手机号，获取短信验证码后即可重新设置密码。
        </Text>
        <TextInput
          label="手机号"
          placeholder="请输入手机号"
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          leftSection={<IconDeviceMobile size={16} stroke={1.6} />}
          {...form.getInputProps('mobilePhone')}
        />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TextInput
            label="验证码"
            placeholder="请输入验证码"
            maxLength={SMS_CODE_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            leftSection={<IconMessage2 size={16} stroke={1.6} />}
            style={{ flex: 1 }}
            {...form.getInputProps('code')}
          />
          <SmsCodeButton onSend={send} mt={25} w={152} px="xs" />
        </Group>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
          <Button type="submit" loading={checking}>
            下一步
          </Button>
        </Group>
      </Stack>
      {sms.captcha}
    </form>
  );
}

function NewPasswordStep({ authorized, onBack, onDone }: { authorized: Authorized; onBack: () => void; onDone: () => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repassword: '' },
    validate: {
      password: (v) => newPasswordError(v, authorized.mobilePhone),
      repassword: (v, values) => confirmPasswordError(values.password, v),
    },
  });

  const submit = form.onSubmit(async ({ password, repassword }) => {
    setSaving(true);
    try {
      await resetPassword({ ...authorized, password, repassword });
      notify.success(AccountMsg.reset);
      onDone();
    } catch {
      // The server's reason (an expired authorization: 验证已失效，请重新获取验证码) was shown; go back for a new code.
      form.setValues({ password: '', repassword: '' });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          手机号 {authorized.mobilePhone} 已验证，请设置新的登录密码。
        </Text>
        <PasswordField
          label="新密码"
          placeholder="请输入新密码"
          description={NEW_PASSWORD_HINT}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField label="确认密码" placeholder="请再次输入密码" key={form.key('repassword')} {...form.getInputProps('repassword')} />
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={onBack}>
            重新获取验证码
          </Button>
          <Button type="submit" loading={saving}>
            确定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
