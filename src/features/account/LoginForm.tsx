import { Msg } from '@contract/errors';
import { landingPath } from '@contract/routes';
import type { Session } from '@contract/session';
import type { DualVerificationPending, LoginAnswer } from '@contract/sms';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { login } from '@/lib/api/calls/login';
import { updateIsRemember } from '@/lib/api/calls/update-is-remember';
import { notify } from '@/lib/notify';
import { readPreference, StorageKey, writePreference } from '@/lib/session/storage';
import { startSession } from '@/lib/session/store';
import { captchaRequired, markCaptchaRequired } from '@/lib/api/captcha-required';

// What only some sign-ins need loads when it is needed, so the login page downloads just the form.
const CaptchaModal = lazy(() => import('@/features/account/captcha/CaptchaModal').then((m) => ({ default: m.CaptchaModal })));
const ForgotPasswordDialog = lazy(() =>
  import('@/features/account/password/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const DualVerificationForm = lazy(() => import('./DualVerificationForm').then((m) => ({ default: m.DualVerificationForm })));

/** contract/sms.ts's `isDualVerificationPending`, here so the login page does not load that file (and zod) to ask. */
const isDualStep = (a: LoginAnswer): a is DualVerificationPending => 'dualVerificationToken' in a;

interface LoginFormProps {
  /** Where to go once signed in (SPEC §4 landing page of the school). */
  onSignedIn: (path: string) => void;
}

interface Credentials {
  loginName: string;
  password: string;
}

/**
 * Login name and password (md5-hashed in the sign worker before it is sent). When the server asks for a captcha, 登录
 * opens the slider first; an account with dual verification then asks for an SMS code.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [dual, setDual] = useState<DualVerificationPending | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [remember, setRemember] = useState(() => readPreference(StorageKey.rememberLogin) !== '0');
  const waiting = useRef<Credentials | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { loginName: remember ? (readPreference(StorageKey.lastLoginName) ?? '') : '', password: '' },
    validate: {
      loginName: (v) => (v.trim() ? null : Msg.loginNameRequired),
      password: (v) => (v ? null : Msg.passwordRequired),
    },
  });

  const finish = (session: Session) => {
    startSession(session);
    void updateIsRemember(remember ? 1 : 0).catch(() => {});
    onSignedIn(landingPath(session.schoolInfo));
  };

  /** 记住我: the login name is kept on this device for next time, or forgotten. */
  const keepLoginName = (loginName: string) => {
    writePreference(StorageKey.rememberLogin, remember ? '1' : '0');
    if (remember) writePreference(StorageKey.lastLoginName, loginName.trim());
    else localStorage.removeItem(StorageKey.lastLoginName);
  };

  const signIn = async ({ loginName, password }: Credentials, captchaVerification?: string) => {
    setSubmitting(true);
    try {
      const answer = await login({ loginName, password, ...(captchaVerification ? { captchaVerification } : {}) });
      notify.clear();
      keepLoginName(loginName);
      if (isDualStep(answer)) setDual(answer);
      else finish(answer);
    } catch (e) {
      if (isApiError(e) && e.message === Msg.captchaRequired && !captchaVerification) {
        // A server that wants a captcha the page did not know about: show it and go on.
        markCaptchaRequired();
        waiting.current = { loginName, password };
        setCaptchaOpen(true);
        return;
      }
      // The api client has already shown the server's message (用户名或密码错误 …).
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  };

  const submit = form.onSubmit(async (credentials) => {
    if (!navigator.onLine) {
      notify.warning(Msg.offline);
      return;
    }
    setSubmitting(true);
    const needsCaptcha = await captchaRequired();
    setSubmitting(false);
    if (!needsCaptcha) return signIn(credentials);
    waiting.current = credentials;
    setCaptchaOpen(true);
  });

  const verified = (captchaVerification: string) => {
    setCaptchaOpen(false);
    if (waiting.current) void signIn(waiting.current, captchaVerification);
    waiting.current = null;
  };

  if (dual) {
    return (
      <Suspense fallback={null}>
        <DualVerificationForm
          pending={dual}
          onSignedIn={finish}
          onBack={() => {
            setDual(null);
            form.setFieldValue('password', '');
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
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
          <Group justify="space-between" mt={-4}>
            <Checkbox label="记住我" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              忘记密码?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            登录
          </Button>
        </Stack>
      </form>
      <Suspense fallback={null}>
        {captchaOpen && (
          <CaptchaModal
            opened
            onClose={() => {
              setCaptchaOpen(false);
              waiting.current = null;
            }}
            onVerified={verified}
          />
        )}
        {forgotOpen && (
          <ForgotPasswordDialog opened onClose={() => setForgotOpen(false)} onReset={() => form.setFieldValue('password', '')} />
        )}
      </Suspense>
    </>
  );
}
